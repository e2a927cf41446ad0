import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { reservationKeys, reservationPath } from './keys.ts';

export function useReservation(id: string) {
  return useQuery({
    queryKey: reservationKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<ReservationView>(reservationPath(id), { signal }),
    enabled: id !== '',
  });
}

// GET /reservations/{id}/activity: the audit rows about the booking, newest first.
export function useReservationActivity(id: string, limit: number) {
  return useQuery({
    queryKey: reservationKeys.activityPage(id, limit),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ListResponse<ActivityEntry>>(reservationPath(id, `/activity?page=1&limit=${limit}`), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

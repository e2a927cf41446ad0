import type { ListResponse } from '@motorpool/domain/list-query';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { reservationKeys } from './keys.ts';

export const reservationsQueryKey = (query: GridQuery) =>
  reservationKeys.list(toApiParams(query).toString());

// GET /reservations for the grid.
export function fetchReservations(
  query: GridQuery,
  signal: AbortSignal,
): Promise<GridPage<ReservationView>> {
  return api.get<ListResponse<ReservationView>>(`/reservations?${toApiParams(query).toString()}`, {
    signal,
  });
}

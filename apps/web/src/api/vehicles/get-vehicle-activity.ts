import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import { api } from '../../shared/api/client.ts';
import { vehicleKeys, vehiclePath } from './keys.ts';

// GET /vehicles/{id}/activity: the audit rows about the vehicle, newest first.
export function useVehicleActivity(id: string, limit = 20) {
  return useQuery({
    queryKey: vehicleKeys.activityPage(id, limit),
    queryFn: ({ signal }) =>
      api.get<ListResponse<ActivityEntry>>(vehiclePath(id, `/activity?page=1&limit=${limit}`), {
        signal,
      }),
  });
}

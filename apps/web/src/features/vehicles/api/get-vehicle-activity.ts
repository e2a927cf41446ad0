import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import { api } from '../../../shared/api/client.ts';
import { vehicleKeys, vehiclePath } from './vehicle-keys.ts';

export type ActivityEntry = {
  id: string;
  action: string;
  actorType: string;
  actorId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

// GET /vehicles/{id}/activity: the audit rows about the vehicle, newest first.
export function useVehicleActivity(id: string, limit = 20) {
  return useQuery({
    queryKey: [...vehicleKeys.activity(id), limit],
    queryFn: ({ signal }) =>
      api.get<ListResponse<ActivityEntry>>(vehiclePath(id, `/activity?page=1&limit=${limit}`), {
        signal,
      }),
  });
}

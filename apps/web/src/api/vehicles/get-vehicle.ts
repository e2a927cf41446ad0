import { useQuery } from '@tanstack/react-query';
import type { VehicleStatsView, VehicleView } from '@motorpool/domain/schemas/vehicle';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { vehicleKeys, vehiclePath } from './keys.ts';

export function useVehicle(id: string) {
  return useQuery({
    queryKey: vehicleKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<VehicleView>(vehiclePath(id), { signal }),
    enabled: id !== '',
  });
}

// GET /vehicles/{id}/stats: rentals, revenue, rating, maintenance cost, utilisation.
export function useVehicleStats(id: string) {
  return useQuery({
    queryKey: vehicleKeys.stats(id),
    queryFn: ({ signal }) => api.get<VehicleStatsView>(vehiclePath(id, '/stats'), { signal }),
  });
}

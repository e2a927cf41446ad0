import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  VehicleBulkBranchInput,
  VehicleBulkResult,
  VehicleBulkRetireInput,
  VehicleBulkStatusInput,
} from '@motorpool/domain/schemas/vehicle-bulk';
import { api } from '../../shared/api/client.ts';
import { vehicleKeys } from './keys.ts';

export type VehicleBulkRequest =
  | { action: 'status'; body: VehicleBulkStatusInput }
  | { action: 'branch'; body: VehicleBulkBranchInput }
  | { action: 'retire'; body: VehicleBulkRetireInput };

// POST /vehicles/bulk/{status|branch|retire}: all or nothing; a 409's details name each refused
// vehicle by its place in `ids` (`body.ids.<index>`).
export function useBulkVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: VehicleBulkRequest) =>
      api.post<VehicleBulkResult>(`/vehicles/bulk/${action}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.details() }),
      ]),
  });
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeleteOutcome } from '@motorpool/domain/schemas/common';
import type {
  VehicleView,
  VehicleCreateInput,
  VehicleMileageResetInput,
  VehicleStatusChangeInput,
  VehicleUpdateInput,
} from '@motorpool/domain/schemas/vehicle';
import { api } from '../../shared/api/client.ts';
import { vehicleKeys, vehiclePath } from './keys.ts';

// A saved vehicle: the detail gets the fresh copy; lists, stats and activity refetch.
export function refreshVehicle(queryClient: QueryClient, saved?: VehicleView): Promise<void> {
  if (saved) queryClient.setQueryData(vehicleKeys.detail(saved.id), saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
    saved ? queryClient.invalidateQueries({ queryKey: vehicleKeys.activity(saved.id) }) : null,
    saved ? queryClient.invalidateQueries({ queryKey: vehicleKeys.stats(saved.id) }) : null,
  ]).then(() => undefined);
}

// POST /vehicles: 201; 409 duplicate VIN or plate (details name the field).
export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleCreateInput) => api.post<VehicleView>('/vehicles', body),
    onSuccess: (saved) => refreshVehicle(queryClient, saved),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VehicleUpdateInput }) =>
      api.patch<VehicleView>(vehiclePath(id), body),
    onSuccess: (saved) => refreshVehicle(queryClient, saved),
  });
}

// DELETE /vehicles/{id}: the API erases a vehicle without rental history and retires one with.
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeleteOutcome>(vehiclePath(id)),
    onSuccess: (result, id) => {
      if (result?.outcome === 'retired') {
        return queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(id) });
      }
      queryClient.removeQueries({ queryKey: vehicleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

// POST /vehicles/{id}/status: 409 for a move the vehicle status machine refuses.
export function useSetVehicleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VehicleStatusChangeInput }) =>
      api.post<VehicleView>(vehiclePath(id, '/status'), body),
    onSuccess: (saved) => refreshVehicle(queryClient, saved),
  });
}

// POST /vehicles/{id}/mileage-reset: a corrected odometer reading with its reason.
export function useResetMileage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VehicleMileageResetInput }) =>
      api.post<VehicleView>(vehiclePath(id, '/mileage-reset'), body),
    onSuccess: (saved) => refreshVehicle(queryClient, saved),
  });
}

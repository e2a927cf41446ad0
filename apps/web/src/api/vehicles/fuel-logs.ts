import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FuelLogCreateInput,
  FuelLogPage,
  FuelLogView,
} from '@motorpool/domain/schemas/vehicle-fuel-log';
import { api } from '../../shared/api/client.ts';
import { vehicleKeys, vehiclePath } from './keys.ts';

export const fuelLogPageSize = 10;

// GET /vehicles/{id}/fuel-logs: a page of the log, newest first, with the consumption.
export function useFuelLogs(id: string, page: number) {
  return useQuery({
    queryKey: vehicleKeys.fuelLogPage(id, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<FuelLogPage>(vehiclePath(id, `/fuel-logs?page=${page}&limit=${fuelLogPageSize}`), {
        signal,
      }),
  });
}

function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.fuelLogs(id) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.activity(id) }),
    ]);
}

// POST: 400 on body.odometerKm when the reading is below the previous fill-up's.
export function useAddFuelLog(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: FuelLogCreateInput) =>
      api.post<FuelLogView>(vehiclePath(id, '/fuel-logs'), body),
    onSuccess: refresh,
  });
}

export function useDeleteFuelLog(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (entryId: string) =>
      api.delete<void>(vehiclePath(id, `/fuel-logs/${encodeURIComponent(entryId)}`)),
    onSuccess: refresh,
  });
}

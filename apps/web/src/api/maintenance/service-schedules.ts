import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ServiceDueListView,
  ServiceScheduleCreateInput,
  ServiceScheduleListView,
  ServiceScheduleUpdateInput,
  ServiceScheduleView,
} from '@motorpool/domain/schemas/maintenance';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { vehicleKeys } from '../vehicles/keys.ts';
import { maintenanceKeys } from './keys.ts';

const schedulesPath = '/maintenance/schedules';
const schedulePath = (id: string) => `${schedulesPath}/${encodeURIComponent(id)}`;

export const schedulePageSize = 10;

// GET /maintenance/schedules, newest first, a page at a time.
export function useServiceSchedules(page: number) {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(schedulePageSize),
  }).toString();
  return useQuery({
    queryKey: maintenanceKeys.scheduleList(query),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ServiceScheduleListView>(`${schedulesPath}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /maintenance/service-due: each covered vehicle's next service, overdue first, then due
// soon (within 7 days or 500 km), then the rest.
export function useServicesDue(page: number) {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(schedulePageSize),
  }).toString();
  return useQuery({
    queryKey: maintenanceKeys.scheduleList(`due?${query}`),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ServiceDueListView>(`/maintenance/service-due?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: maintenanceKeys.schedules() }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
    ]);
}

export function useCreateSchedule() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (body: ServiceScheduleCreateInput) =>
      api.post<ServiceScheduleView>(schedulesPath, body),
    onSuccess: refresh,
  });
}

export function useUpdateSchedule() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ServiceScheduleUpdateInput }) =>
      api.patch<ServiceScheduleView>(schedulePath(id), body),
    onSuccess: refresh,
  });
}

export function useDeleteSchedule() {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(schedulePath(id)),
    onSuccess: refresh,
  });
}

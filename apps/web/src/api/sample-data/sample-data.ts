import type { SampleDataRemoved, SampleDataView } from '@motorpool/domain/schemas/sample-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { sampleDataKeys } from './keys.ts';

const path = '/tenants/current/sample-data';

// The company's sample data: whether it is there, its rows by kind, and whether it can be added.
export function useSampleData() {
  return useQuery({
    queryKey: sampleDataKeys.all,
    queryFn: ({ signal }) => api.get<SampleDataView>(path, { signal }),
  });
}

// Loading or removing the sample changes the fleet, customers, bookings, payments and the plan's
// usage at once: every cached answer is refreshed, not one resource's.
function useSampleChange<T>(request: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useLoadSampleData = () => useSampleChange(() => api.post<SampleDataView>(path));

export const useRemoveSampleData = () => useSampleChange(() => api.delete<SampleDataRemoved>(path));

import { useQuery } from '@tanstack/react-query';
import {
  serviceDueSoonDays,
  type ServiceDueListView,
  type ServiceDueState,
} from '@motorpool/domain/schemas/maintenance';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { listQuery } from './get-maintenance.ts';
import { maintenanceKeys } from './keys.ts';

const dayMs = 86_400_000;

/** The dashboard's window: today and the next 7 days, as the list's UTC days. */
export function upcomingWindow(now: Date): { from: string; to: string } {
  return {
    from: now.toISOString().slice(0, 10),
    to: new Date(now.getTime() + serviceDueSoonDays * dayMs).toISOString().slice(0, 10),
  };
}

function useWorkOrders(params: Record<string, string>) {
  return useQuery({ ...listQuery(params), meta: ownsItsErrors });
}

// Work orders not started yet and scheduled inside the window, soonest first.
export function useUpcomingWorkOrders(window: { from: string; to: string }, limit: number) {
  return useWorkOrders({
    'filter[status][in]': 'pending,scheduled',
    'filter[scheduledDate][gte]': window.from,
    'filter[scheduledDate][lte]': window.to,
    sort: 'scheduledDate:asc',
    limit: String(limit),
  });
}

// How many work orders passed their scheduled start without being started.
export function useOverdueWorkOrderCount() {
  const { data, isError } = useWorkOrders({ 'filter[status][equals]': 'overdue', limit: '1' });
  return { count: data?.total, isError };
}

// How many covered vehicles stand in one service state (GET /maintenance/service-due).
export function useServiceDueCount(state: ServiceDueState) {
  const query = new URLSearchParams({ state, limit: '1' }).toString();
  const { data, isError } = useQuery({
    queryKey: maintenanceKeys.scheduleList(`due?${query}`),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ServiceDueListView>(`/maintenance/service-due?${query}`, { signal }),
  });
  return { count: data?.total, isError };
}

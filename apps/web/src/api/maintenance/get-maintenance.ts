import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import type { WorkOrderListItemView, WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import type { MaintenanceStatus } from '@motorpool/domain/value-lists';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { vehicleKeys } from '../vehicles/keys.ts';
import { maintenanceKeys, maintenancePath } from './keys.ts';

export const workOrdersQueryKey = (query: GridQuery) =>
  maintenanceKeys.list(toApiParams(query).toString());

// GET /maintenance for the grid.
export function fetchWorkOrders(
  query: GridQuery,
  signal: AbortSignal,
): Promise<GridPage<WorkOrderListItemView>> {
  return api.get<ListResponse<WorkOrderListItemView>>(
    `/maintenance?${toApiParams(query).toString()}`,
    { signal },
  );
}

/** GET /maintenance with these parameters, as a query's key and function. */
export function listQuery(params: Record<string, string>) {
  const query = new URLSearchParams(params).toString();
  return {
    queryKey: maintenanceKeys.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<ListResponse<WorkOrderListItemView>>(`/maintenance?${query}`, { signal }),
  };
}

// One column of the board: the orders in a status, soonest first, `limit` of them.
export function useWorkOrdersInStatus(status: MaintenanceStatus, limit: number) {
  return useQuery({
    ...listQuery({
      'filter[status][equals]': status,
      sort: 'scheduledDate:asc',
      limit: String(limit),
    }),
    meta: ownsItsErrors,
    placeholderData: keepPreviousData,
  });
}

// The calendar's period: the orders scheduled in [from, to), up to the API's page maximum.
// The list filters dates by UTC calendar day, so the days that hold both ends are asked for
// whole; the calendar shows only what falls inside.
export function useWorkOrdersBetween(range: { from: string; to: string } | null) {
  return useQuery({
    ...listQuery({
      'filter[scheduledDate][gte]': range?.from.slice(0, 10) ?? '',
      'filter[scheduledDate][lte]': range?.to.slice(0, 10) ?? '',
      sort: 'scheduledDate:asc',
      limit: '100',
    }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

// One vehicle's work orders, newest first (the vehicle page's maintenance history).
export function useVehicleWorkOrders(vehicleId: string, limit: number) {
  return useQuery({
    ...listQuery({
      'filter[vehicleId][equals]': vehicleId,
      sort: 'createdAt:desc',
      limit: String(limit),
    }),
    meta: ownsItsErrors,
    placeholderData: keepPreviousData,
  });
}

export function useWorkOrder(id: string) {
  return useQuery({
    queryKey: maintenanceKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<WorkOrderView>(maintenancePath(id), { signal }),
    enabled: id !== '',
  });
}

// GET /maintenance/{id}/activity: the audit rows about the order (its history), newest first.
export function useWorkOrderActivity(id: string, limit: number) {
  return useQuery({
    queryKey: maintenanceKeys.activityPage(id, limit),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ListResponse<ActivityEntry>>(maintenancePath(id, `/activity?page=1&limit=${limit}`), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

// GET /vehicles?search=: the vehicle a work order or a report is for, searched as typed.
export function useVehicleChoices(search: string) {
  const params = new URLSearchParams({ limit: '20', search: search.trim() }).toString();
  return useQuery({
    queryKey: vehicleKeys.choices(params),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<VehicleView>>(`/vehicles?${params}`, { signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

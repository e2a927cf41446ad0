// The one query-key factory of maintenance, for the back office and the customer area alike.
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  lists: () => [...maintenanceKeys.all, 'list'] as const,
  list: (query: string) => [...maintenanceKeys.lists(), query] as const,
  details: () => [...maintenanceKeys.all, 'detail'] as const,
  detail: (id: string) => [...maintenanceKeys.details(), id] as const,
  activity: (id: string) => [...maintenanceKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, limit: number) => [...maintenanceKeys.activity(id), limit] as const,
  schedules: () => [...maintenanceKeys.all, 'schedules'] as const,
  scheduleList: (query: string) => [...maintenanceKeys.schedules(), query] as const,
};

export const maintenancePath = (id: string, rest = '') =>
  `/maintenance/${encodeURIComponent(id)}${rest}`;

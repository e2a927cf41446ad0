import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of maintenance, for the back office and the customer area alike.
export const maintenanceKeys = {
  ...entityKeys('maintenance'),
  activity: (id: string) => [...maintenanceKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, limit: number) => [...maintenanceKeys.activity(id), limit] as const,
  schedules: () => [...maintenanceKeys.all, 'schedules'] as const,
  scheduleList: (query: string) => [...maintenanceKeys.schedules(), query] as const,
};

export const maintenancePath = entityPath('/maintenance');

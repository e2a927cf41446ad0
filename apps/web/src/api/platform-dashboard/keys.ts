import { entityKeys } from '../entity-keys.ts';

// The one query-key factory of the super administrators' dashboard: its overview by period, the
// system's health, and pages of the activity log.
const base = entityKeys('platform-dashboard');
export const platformDashboardKeys = {
  ...base,
  overview: (query: string) => [...base.all, 'overview', query] as const,
  health: () => [...base.all, 'health'] as const,
  activity: (query: string) => [...base.all, 'activity', query] as const,
};

import type { GridQuery } from '../../shared/data-grid/types.ts';

// The one query-key factory of users: every hook and every
// invalidation builds its key here, so list, detail and their sub-resources never drift apart.
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: GridQuery) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
  activity: (id: string, page: number, limit: number) =>
    [...userKeys.detail(id), 'activity', { page, limit }] as const,
  activities: (id: string) => [...userKeys.detail(id), 'activity'] as const,
  sessions: (id: string) => [...userKeys.detail(id), 'sessions'] as const,
  permissionsOverview: () => [...userKeys.all, 'permissions-overview'] as const,
};

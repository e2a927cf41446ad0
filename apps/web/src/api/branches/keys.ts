// The one query-key factory of branches, for the back office and the customer area alike.
export const branchKeys = {
  all: ['branches'] as const,
  lists: () => [...branchKeys.all, 'list'] as const,
  list: (query: string) => [...branchKeys.lists(), query] as const,
  details: () => [...branchKeys.all, 'detail'] as const,
  detail: (id: string) => [...branchKeys.details(), id] as const,
  stats: (id: string) => [...branchKeys.detail(id), 'stats'] as const,
  managers: () => [...branchKeys.all, 'manager-options'] as const,
};

export const branchPath = (id: string, rest = '') => `/branches/${encodeURIComponent(id)}${rest}`;

// The one query-key factory of lookups: every hook and invalidation builds its key
// here, so lists, details, stats and types never drift apart.
export const lookupKeys = {
  all: ['lookups'] as const,
  lists: () => [...lookupKeys.all, 'list'] as const,
  list: (query: string) => [...lookupKeys.lists(), query] as const,
  details: () => [...lookupKeys.all, 'detail'] as const,
  detail: (id: string) => [...lookupKeys.details(), id] as const,
  activity: (id: string) => [...lookupKeys.detail(id), 'activity'] as const,
  stats: () => [...lookupKeys.all, 'stats'] as const,
  types: () => [...lookupKeys.all, 'types'] as const,
  addOns: (type: string) => [...lookupKeys.all, 'add-ons', type] as const,
};

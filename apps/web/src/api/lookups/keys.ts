import { entityKeys } from '../entity-keys.ts';

// The one query-key factory of lookups: every hook and invalidation builds its key
// here, so lists, details, stats and types never drift apart.
export const lookupKeys = {
  ...entityKeys('lookups'),
  activity: (id: string) => [...lookupKeys.detail(id), 'activity'] as const,
  stats: () => [...lookupKeys.all, 'stats'] as const,
  types: () => [...lookupKeys.all, 'types'] as const,
  addOnLists: () => [...lookupKeys.all, 'add-ons'] as const,
  addOns: (type: string) => [...lookupKeys.addOnLists(), type] as const,
};

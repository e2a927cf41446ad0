import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of branches, for the back office and the customer area alike.
export const branchKeys = {
  ...entityKeys('branches'),
  stats: (id: string) => [...branchKeys.detail(id), 'stats'] as const,
  managers: () => [...branchKeys.all, 'manager-options'] as const,
};

export const branchPath = entityPath('/branches');

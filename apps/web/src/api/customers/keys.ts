import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of customers, for the back office and the customer area alike.
export const customerKeys = {
  ...entityKeys('customers'),
  activity: (id: string) => [...customerKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, page: number, limit: number) =>
    [...customerKeys.activity(id), page, limit] as const,
  documents: (id: string) => [...customerKeys.detail(id), 'documents'] as const,
};

export const customerPath = entityPath('/customers');

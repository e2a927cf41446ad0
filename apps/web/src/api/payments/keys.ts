import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of payments, for the back office and the customer area alike.
export const paymentKeys = {
  ...entityKeys('payments'),
  totals: (query: string) => [...paymentKeys.all, 'totals', query] as const,
  activity: (id: string) => [...paymentKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, limit: number) => [...paymentKeys.activity(id), limit] as const,
};

export const paymentPath = entityPath('/payments');

// The one query-key factory of payments, for the back office and the customer area alike.
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (query: string) => [...paymentKeys.lists(), query] as const,
  totals: (query: string) => [...paymentKeys.all, 'totals', query] as const,
  details: () => [...paymentKeys.all, 'detail'] as const,
  detail: (id: string) => [...paymentKeys.details(), id] as const,
  activity: (id: string) => [...paymentKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, limit: number) => [...paymentKeys.activity(id), limit] as const,
};

export const paymentPath = (id: string, rest = '') => `/payments/${encodeURIComponent(id)}${rest}`;

// The one query-key factory of customers, for the back office and the customer area alike.
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: string) => [...customerKeys.lists(), query] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
  activity: (id: string) => [...customerKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, page: number, limit: number) =>
    [...customerKeys.activity(id), page, limit] as const,
  documents: (id: string) => [...customerKeys.detail(id), 'documents'] as const,
};

export const customerPath = (id: string, rest = '') =>
  `/customers/${encodeURIComponent(id)}${rest}`;

// The one query-key factory of reservations, for the back office and the customer area alike.
export const reservationKeys = {
  all: ['reservations'] as const,
  lists: () => [...reservationKeys.all, 'list'] as const,
  list: (query: string) => [...reservationKeys.lists(), query] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (id: string) => [...reservationKeys.details(), id] as const,
  activity: (id: string) => [...reservationKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, limit: number) => [...reservationKeys.activity(id), limit] as const,
  documents: (id: string) => [...reservationKeys.detail(id), 'documents'] as const,
  quote: (body: string) => [...reservationKeys.all, 'quote', body] as const,
  cancellation: (id: string) => [...reservationKeys.detail(id), 'cancellation-quote'] as const,
};

export const reservationPath = (id: string, rest = '') =>
  `/reservations/${encodeURIComponent(id)}${rest}`;

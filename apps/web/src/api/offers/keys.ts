// The one query-key factory of offers (offers and the reviews staff moderate).
export const offerKeys = {
  all: ['offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (query: string) => [...offerKeys.lists(), query] as const,
  reviews: () => [...offerKeys.all, 'reviews'] as const,
  reviewList: (query: string) => [...offerKeys.reviews(), query] as const,
};

export const offerPath = (id: string, rest = '') => `/offers/${encodeURIComponent(id)}${rest}`;

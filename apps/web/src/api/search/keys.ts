// The one query-key factory of the global search.
export const searchKeys = {
  all: ['search'] as const,
  results: (category: string, q: string) => [...searchKeys.all, category, q] as const,
};

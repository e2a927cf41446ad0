// The one query-key factory of the public catalogue: the vehicles and branches a visitor and a
// signed-in customer read on the company's address (the home, the catalogue and the booking).
export const catalogueKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (query: string) => [...catalogueKeys.lists(), query] as const,
  featured: (limit: number) => [...catalogueKeys.all, 'featured', limit] as const,
  availability: (query: string) => [...catalogueKeys.all, 'availability', query] as const,
  vehicle: (id: string) => [...catalogueKeys.all, 'vehicle', id] as const,
  images: (id: string) => [...catalogueKeys.vehicle(id), 'images'] as const,
  quote: (id: string, from: string, to: string) =>
    [...catalogueKeys.all, 'quote', id, from, to] as const,
  branches: () => [...catalogueKeys.all, 'branches'] as const,
  branch: (id: string) => [...catalogueKeys.all, 'branch', id] as const,
};

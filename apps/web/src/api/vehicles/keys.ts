// The one query-key factory of vehicles, for the back office and the customer area alike.
export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  /** the list pages, kept whole for the infinite scroll */
  list: (query: string) => [...vehicleKeys.lists(), query] as const,
  /** a picker's first matches (a page of its own, not an infinite list) */
  choices: (query: string) => [...vehicleKeys.lists(), 'choices', query] as const,
  availability: (query: string) => [...vehicleKeys.all, 'availability', query] as const,
  details: () => [...vehicleKeys.all, 'detail'] as const,
  detail: (id: string) => [...vehicleKeys.details(), id] as const,
  stats: (id: string) => [...vehicleKeys.detail(id), 'stats'] as const,
  maintenance: (id: string) => [...vehicleKeys.detail(id), 'maintenance'] as const,
  documents: (id: string) => [...vehicleKeys.detail(id), 'documents'] as const,
  images: (id: string) => [...vehicleKeys.detail(id), 'images'] as const,
  activity: (id: string) => [...vehicleKeys.detail(id), 'activity'] as const,
  fuelLogs: (id: string) => [...vehicleKeys.detail(id), 'fuelLogs'] as const,
  fuelLogPage: (id: string, page: number) => [...vehicleKeys.fuelLogs(id), page] as const,
  activityPage: (id: string, limit: number) => [...vehicleKeys.activity(id), limit] as const,
};

export const vehiclePath = (id: string, rest = '') => `/vehicles/${encodeURIComponent(id)}${rest}`;

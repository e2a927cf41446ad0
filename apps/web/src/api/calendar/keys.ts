// The one query-key factory of the rentals calendar.
export const calendarKeys = {
  all: ['rentals-calendar'] as const,
  events: (params: string) => [...calendarKeys.all, 'events', params] as const,
};

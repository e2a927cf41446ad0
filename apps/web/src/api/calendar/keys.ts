// The one query-key factory of calendar, for the back office and the customer area alike.
export const calendarKeys = {
  all: ['rentals-calendar'] as const,
  events: (params: string) => [...calendarKeys.all, 'events', params] as const,
};

export const reservationPath = (id: string, rest = '') =>
  `/reservations/${encodeURIComponent(id)}${rest}`;

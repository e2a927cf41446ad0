// The one query-key factory of notifications. `unread` holds the bell's count, which the socket
// and every mutation's answer set directly.
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: string) => [...notificationKeys.lists(), query] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  unread: () => [...notificationKeys.all, 'unread-count'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export const notificationPath = (id: string, rest = '') =>
  `/notifications/${encodeURIComponent(id)}${rest}`;

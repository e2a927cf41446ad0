// The users screens' routes. The app's router mounts the pages on these paths; they
// live here until shared/config/paths.ts gains the back-office routes.
export const userPaths = {
  list: { path: '/admin/management/users', getHref: () => '/admin/management/users' },
  detail: {
    path: '/admin/management/users/view/:id',
    getHref: (id: string) => `/admin/management/users/view/${encodeURIComponent(id)}`,
  },
} as const;

// Query keys of the company settings and roles; every hook and invalidation builds its key here.
export const settingsKeys = {
  all: ['settings'] as const,
  roles: () => [...settingsKeys.all, 'roles'] as const,
  conflicts: () => [...settingsKeys.all, 'conflicts'] as const,
  audit: (page: number) => [...settingsKeys.all, 'audit', page] as const,
  authSettings: () => [...settingsKeys.all, 'auth-settings'] as const,
  validateUsers: (search: string) => [...settingsKeys.all, 'validate-users', search] as const,
  company: () => [...settingsKeys.all, 'company'] as const,
  customDomain: () => [...settingsKeys.all, 'custom-domain'] as const,
};

// The one query-key factory of the platform's companies (super administrators only).
export const platformTenantKeys = {
  all: ['platform-tenants'] as const,
  lists: () => [...platformTenantKeys.all, 'list'] as const,
  list: (query: string) => [...platformTenantKeys.lists(), query] as const,
  details: () => [...platformTenantKeys.all, 'detail'] as const,
  detail: (id: string) => [...platformTenantKeys.details(), id] as const,
};

export const platformTenantPath = (id: string, rest = '') =>
  `/platform/tenants/${encodeURIComponent(id)}${rest}`;

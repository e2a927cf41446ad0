import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of the platform's companies (super administrators only).
export const platformTenantKeys = {
  ...entityKeys('platform-tenants'),
};

export const platformTenantPath = entityPath('/platform/tenants');

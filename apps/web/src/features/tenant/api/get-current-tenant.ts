import type { CurrentTenant } from '@motorpool/domain/schemas/tenant';
import { tenantStatuses } from '@motorpool/domain/value-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { ownsItsErrors } from '../../../shared/lib/query-client.ts';
import { referenceKeys } from '../../../shared/reference/reference-keys.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';
import { writeLocal } from '../../../shared/storage/local-storage.ts';

export type { CurrentTenant };

export const tenantKeys = {
  all: referenceKeys.tenant(),
  current: (subdomain: string) => [...tenantKeys.all, 'current', subdomain] as const,
};

// GET /api/v1/tenants/current with the host's subdomain in x-tenant-id; the id it
// returns is kept in localStorage so every later request carries it.
export async function getCurrentTenant(subdomain: string): Promise<CurrentTenant> {
  const body = await api.get<unknown>('/tenants/current', {
    headers: { 'x-tenant-id': subdomain },
  });
  const tenant = parseTenant(body);
  writeLocal(storageKeys.tenantId, tenant.id);
  return tenant;
}

let early: { subdomain: string; request: Promise<CurrentTenant> } | undefined;

// Starts the tenant request before React renders (app/first-page.ts); the gate's first query
// takes it over, a retry asks again.
export function prefetchCurrentTenant(subdomain: string): void {
  const request = getCurrentTenant(subdomain);
  request.catch(() => undefined);
  early = { subdomain, request };
}

function takeEarlyRequest(subdomain: string): Promise<CurrentTenant> | undefined {
  const taken = early?.subdomain === subdomain ? early.request : undefined;
  early = undefined;
  return taken;
}

export const currentTenantQueryOptions = (subdomain: string) =>
  queryOptions({
    queryKey: tenantKeys.current(subdomain),
    meta: ownsItsErrors,
    queryFn: () => takeEarlyRequest(subdomain) ?? getCurrentTenant(subdomain),
    staleTime: Infinity,
  });

export function useCurrentTenantQuery(subdomain: string) {
  return useQuery(currentTenantQueryOptions(subdomain));
}

function parseTenant(body: unknown): CurrentTenant {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const branding = (
    typeof b.branding === 'object' && b.branding !== null ? b.branding : {}
  ) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const id = str(b.id);
  const name = str(b.name);
  const subdomain = str(b.subdomain);
  if (!id || !name || !subdomain) {
    throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'Malformed tenant' });
  }
  return {
    id,
    name,
    subdomain,
    status: tenantStatuses.find((status) => status === b.status) ?? 'active',
    currency: str(b.currency) ?? 'USD',
    timeZone: str(b.timeZone) ?? 'UTC',
    taxRateBp: typeof b.taxRateBp === 'number' ? b.taxRateBp : 0,
    isDemo: b.isDemo === true,
    branding: { logoUrl: str(branding.logoUrl), primaryColor: str(branding.primaryColor) },
  };
}

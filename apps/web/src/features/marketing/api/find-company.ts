import { api } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';

export type CompanyLookup = 'found' | 'unknown';

// The public tenant lookup (GET /tenants/current with the subdomain in x-tenant-id): 404 means
// no such company. A suspended or inactive one (403) is still found: its own page explains.
export async function findCompany(subdomain: string): Promise<CompanyLookup> {
  try {
    await api.get<unknown>('/tenants/current', { headers: { 'x-tenant-id': subdomain } });
    return 'found';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'unknown';
    if (error instanceof ApiError && error.status === 403) return 'found';
    throw error;
  }
}

import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiError } from '../lib/http-errors.ts';

export type TenantRecord = {
  id: string;
  name: string;
  subdomain: string;
  status: 'active' | 'inactive' | 'suspended';
};

export type TenantScope = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route works inside a tenant; API routes default to 'required'. */
    tenant?: TenantScope;
  }
  interface FastifyRequest {
    tenant: TenantRecord | null;
  }
}

export type TenancyOptions = {
  findTenant: (by: { id: string } | { subdomain: string }) => Promise<TenantRecord | null>;
};

const uuidSchema = z.uuid();
const subdomainSchema = z.string().regex(/^[a-z0-9-]{1,63}$/);

// Resolves the tenant of every request from `x-tenant-id` (id or subdomain) and the host
// (see docs/product/tenancy.md). Both present must agree; unknown, suspended or inactive tenants are refused.
export const tenancyPlugin = fp<TenancyOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('tenant', null);

    app.addHook('onRequest', async (request) => {
      const scope = request.routeOptions.config?.tenant ?? defaultScope(request.routeOptions.url);
      if (scope === 'none') return;
      const tenant = await resolve(request, options);
      if (!tenant) {
        if (scope === 'required') {
          throw apiError('TENANT_REQUIRED', 'error.tenantRequired');
        }
        return;
      }
      if (tenant.status === 'suspended') {
        throw apiError('TENANT_SUSPENDED', 'error.companySuspended');
      }
      if (tenant.status === 'inactive') {
        throw apiError('TENANT_INACTIVE', 'error.companyInactive');
      }
      request.tenant = tenant;
    });
  },
  { name: 'tenancy', dependencies: ['errors'] },
);

async function resolve(
  request: FastifyRequest,
  options: TenancyOptions,
): Promise<TenantRecord | null> {
  const header = request.headers['x-tenant-id'];
  if (Array.isArray(header)) {
    throw apiError('BAD_REQUEST', 'error.tenantHeaderTwice');
  }
  const fromHeader = header?.trim() ? await byHeader(header.trim().toLowerCase(), options) : null;
  const hostSubdomain = tenantSubdomainFromHost(request.headers.host);
  const fromHost = hostSubdomain ? await options.findTenant({ subdomain: hostSubdomain }) : null;

  if (hostSubdomain && !fromHost) throw unknownTenant();
  if (fromHeader && fromHost && fromHeader.id !== fromHost.id) {
    throw apiError('TENANT_MISMATCH', 'error.tenantHeaderMismatch', { status: 400 });
  }
  return fromHeader ?? fromHost;
}

async function byHeader(value: string, options: TenancyOptions): Promise<TenantRecord> {
  let tenant: TenantRecord | null = null;
  if (uuidSchema.safeParse(value).success) tenant = await options.findTenant({ id: value });
  else if (subdomainSchema.safeParse(value).success) {
    tenant = await options.findTenant({ subdomain: value });
  } else {
    throw apiError('BAD_REQUEST', 'error.tenantHeaderInvalid');
  }
  if (!tenant) throw unknownTenant();
  return tenant;
}

// API routes work inside a tenant unless they say otherwise; docs, web pages and 404s do not.
const defaultScope = (url: string | undefined): TenantScope =>
  url?.startsWith('/api/v1/') ? 'required' : 'none';

const unknownTenant = () => apiError('TENANT_NOT_FOUND', 'error.unknownCompany');

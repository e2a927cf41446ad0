import { customDomainOfHost } from '@motorpool/domain/custom-domains';
import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import type { TenantStatus } from '@motorpool/domain/value-lists';
import { tenantIsOperational, tenantIsReadOnly } from '@motorpool/domain/status-machines';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { apiError } from '../lib/http-errors.ts';

export type TenantRecord = {
  id: string;
  name: string;
  subdomain: string;
  status: TenantStatus;
};

export type TenantScope = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route works inside a tenant; API routes default to 'required'. */
    tenant?: TenantScope;
    /** Served while the company is read-only: what a person needs to get in and out. */
    readOnlyAllowed?: boolean;
  }
  interface FastifyRequest {
    tenant: TenantRecord | null;
  }
}

export type TenancyOptions = {
  findTenant: (
    by: { id: string } | { subdomain: string } | { domain: string },
  ) => Promise<TenantRecord | null>;
  /** The public URL's host: it and its subdomains are never looked up as a custom domain. */
  platformHost?: string;
};

const uuidSchema = z.uuid();
const subdomainSchema = z.string().regex(/^[a-z0-9-]{1,63}$/);

// Resolves the tenant of every request from `x-tenant-id` (id or subdomain) and the host
// (see docs/product/tenancy.md). Both present must agree; unknown tenants and those not
// operational are refused, and a read-only one answers reads only (docs/product/platform.md).
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
      const config = request.routeOptions.config;
      // The platform's super administrators manage a company whatever its status.
      if (!config?.platform) refuseByStatus(tenant.status, request.method, config);
      request.tenant = tenant;
    });
  },
  { name: 'tenancy', dependencies: ['errors'] },
);

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuseByStatus(
  status: TenantStatus,
  method: string,
  config: FastifyContextConfig | undefined,
): void {
  if (!tenantIsOperational(status)) {
    if (status === 'suspended') throw apiError('TENANT_SUSPENDED', 'error.companySuspended');
    if (status === 'deletion_scheduled') throw apiError('TENANT_CLOSING', 'error.companyClosing');
    throw apiError('TENANT_INACTIVE', 'error.companyInactive');
  }
  if (tenantIsReadOnly(status) && !readMethods.has(method) && !config?.readOnlyAllowed) {
    throw apiError('TENANT_READ_ONLY', 'error.companyReadOnly');
  }
}

async function resolve(
  request: FastifyRequest,
  options: TenancyOptions,
): Promise<TenantRecord | null> {
  const header = request.headers['x-tenant-id'];
  if (Array.isArray(header)) {
    throw apiError('BAD_REQUEST', 'error.tenantHeaderTwice');
  }
  const fromHeader = header?.trim() ? await byHeader(header.trim().toLowerCase(), options) : null;
  // A company's verified domain wins over the subdomain reading: book.rentals.example is
  // rentals.example's company, not the one whose subdomain is `book`.
  const fromDomain = await byCustomDomain(request.headers.host, options);
  const hostSubdomain = fromDomain ? null : tenantSubdomainFromHost(request.headers.host);
  const fromHost =
    fromDomain ?? (hostSubdomain ? await options.findTenant({ subdomain: hostSubdomain }) : null);

  if (hostSubdomain && !fromHost) throw unknownTenant();
  if (fromHeader && fromHost && fromHeader.id !== fromHost.id) {
    throw apiError('TENANT_MISMATCH', 'error.tenantHeaderMismatch', { status: 400 });
  }
  return fromHeader ?? fromHost;
}

async function byCustomDomain(
  host: string | undefined,
  options: TenancyOptions,
): Promise<TenantRecord | null> {
  const domain = customDomainOfHost(host, options.platformHost);
  return domain ? options.findTenant({ domain }) : null;
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

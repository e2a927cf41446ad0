import type { Language } from '@motorpool/domain/locale-lists';
import type { FastifyRequest } from 'fastify';
import { apiError, fieldErrors } from './http-errors.ts';
import { requestLanguage } from './language.ts';

/** A signed-in user of a tenant, as the business modules see the request. */
export type TenantCaller = {
  tenantId: string;
  userId: string;
  permissions: readonly string[];
  branchId: string | null;
  requestId: string;
  language: Language;
};

// Tenant business routes refuse platform callers in the permission check; this narrows it.
export function tenantCaller(request: FastifyRequest): TenantCaller {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw apiError('FORBIDDEN', 'http.forbidden');
  return {
    tenantId: principal.tenantId,
    userId: principal.userId,
    permissions: principal.permissions,
    branchId: principal.branchId,
    requestId: request.id,
    language: requestLanguage(request.headers['accept-language']),
  };
}

/** A platform super administrator at work: who they are, and the language they read. */
export type PlatformCaller = {
  platformUserId: string;
  language: Language;
  requestId: string;
  /** Where the request came from, kept in the platform's activity log. */
  ip?: string;
};

// Platform routes refuse everyone else in the access check; this narrows it.
export function platformCaller(request: FastifyRequest): PlatformCaller {
  const principal = request.principal;
  if (principal?.kind !== 'platform') throw apiError('FORBIDDEN', 'http.forbidden');
  return {
    platformUserId: principal.platformUserId,
    language: requestLanguage(request.headers['accept-language']),
    requestId: request.id,
    ip: request.ip,
  };
}

/** Whoever reads a public route of a company: the tenant resolved from the host, no rights. */
export type Visitor = Pick<TenantCaller, 'tenantId' | 'language' | 'permissions'>;

export function visitorCaller(request: FastifyRequest): Visitor {
  // routes in a tenant (the default scope) run only once tenancy has resolved one
  if (!request.tenant) throw apiError('FORBIDDEN', 'http.forbidden');
  return {
    tenantId: request.tenant.id,
    permissions: [],
    language: requestLanguage(request.headers['accept-language']),
  };
}

/** 400 with every issue translated; `prefix` says where they are (body, querystring). */
export const validationError = fieldErrors;

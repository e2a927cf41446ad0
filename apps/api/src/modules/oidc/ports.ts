import type { FastifyRequest } from 'fastify';
import type { tenants } from '../../db/schema/index.ts';
import type { ExternalProfile } from './service.ts';

export type SignedInTokens = { access_token: string; refresh_token: string; expires_in: number };

/** The company an OpenID Connect sign-in happens for, found by its id. */
export type TenantDirectory = {
  findTenant(by: { id: string }): Promise<typeof tenants.$inferSelect | null>;
};

/** The auth module's sign-in of an external identity, in two steps. */
export type ExternalSignInPort = {
  /** Settles the tenant's account for an external identity; answers a single-use hand-over code. */
  begin(tenantId: string, profile: ExternalProfile, request: FastifyRequest): Promise<string>;
  /** Uses a hand-over code and signs its account in. */
  complete(tenantId: string, code: string, request: FastifyRequest): Promise<SignedInTokens>;
};

export { findIdentityUser, hasIdentityFrom, insertIdentity } from './identities.ts';
export { type ExternalProfile, handoffInvalid, oidcHandoffTtlMs } from './service.ts';

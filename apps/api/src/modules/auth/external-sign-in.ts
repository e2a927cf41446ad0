import type { Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/secrets.ts';
import { recordAudit } from '../audit/ports.ts';
import {
  type ExternalProfile,
  findIdentityUser,
  handoffInvalid,
  hasIdentityFrom,
  insertIdentity,
  oidcHandoffTtlMs,
} from '../oidc/ports.ts';
import type { CustomerAccounts } from '../customers/ports.ts';
import { type AuthDeps, accountSuspended, noRoles, type RequestContext } from './context.ts';
import { permissionsOf } from '../permissions/ports.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/ports.ts';
import { consumeUserToken, insertUserToken } from './repository.ts';
import { signInUser } from './sign-in.ts';

const noEmail = () => apiError('UNAUTHORIZED', 'error.providerNoEmail');
const emailUnverified = () =>
  apiError('EMAIL_NOT_VERIFIED', 'error.providerEmailNotVerified', { status: 401 });
const linkRefused = () => apiError('OIDC_LINK_REFUSED', 'error.oidcLinkRefused', { status: 403 });

// Administrators are never entered through a provider that merely asserts their address.
async function privileged(tx: Tx, user: UserRow): Promise<boolean> {
  return user.roles.includes('admin') || (await permissionsOf(tx, user)).includes('*');
}

// The account for an external identity: the one already linked to this issuer and subject;
// else the account of the provider's verified e-mail, linked now unless it is privileged or
// already linked to another subject of this issuer; else a new customer account (taking over a
// customer record staff created for that address).
async function accountFor(
  tx: Tx,
  customers: CustomerAccounts,
  tenantId: string,
  profile: ExternalProfile,
  ctx: RequestContext,
): Promise<{ user: UserRow | null; action: 'login' | 'link' | 'register' }> {
  const linked = await findIdentityUser(tx, profile.issuer, profile.subject);
  if (linked) return { user: await findUserById(tx, linked), action: 'login' };
  if (!profile.email) throw noEmail();
  if (!profile.emailVerified) throw emailUnverified();
  let user = await findUserByEmail(tx, profile.email);
  let action: 'link' | 'register' = 'link';
  if (user) {
    if ((await privileged(tx, user)) || (await hasIdentityFrom(tx, user.id, profile.issuer))) {
      throw linkRefused();
    }
    if (!user.emailVerifiedAt)
      user = await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
  } else {
    action = 'register';
    user = await insertUser(tx, {
      tenantId,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      roles: ['customer'],
      emailVerifiedAt: new Date(),
      preferredLanguage: ctx.language,
    });
    const existing = await customers.findByEmail(tx, profile.email);
    if (existing) await customers.link(tx, existing.id, user.id);
    else {
      await customers.create(tx, {
        tenantId,
        userId: user.id,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        phone: '',
        preferredLanguage: ctx.language,
      });
    }
  }
  await insertIdentity(tx, {
    tenantId,
    userId: user.id,
    issuer: profile.issuer,
    subject: profile.subject,
  });
  return { user, action };
}

// Sign-in through an OpenID Connect provider in two steps: the callback settles the account
// and leaves a single-use code; only the browser holding that code collects the tokens.
export function createExternalSignIn({
  database,
  config,
  customers,
}: Pick<AuthDeps, 'database' | 'config' | 'customers'>) {
  return {
    /** Settles the account for a provider's identity; answers the hand-over code. */
    begin: (tenantId: string, profile: ExternalProfile, ctx: RequestContext) =>
      database.withTenant(tenantId, async (tx) => {
        const { user, action } = await accountFor(tx, customers, tenantId, profile, ctx);
        if (!user || user.status !== 'active') throw accountSuspended();
        if (user.roles.length === 0) throw noRoles();
        await recordAudit(
          tx,
          { tenantId, actor: { type: 'user', id: user.id }, requestId: ctx.requestId },
          {
            action: action === 'register' ? 'register' : 'login',
            entityType: 'user',
            entityId: user.id,
            after: {
              method: 'oidc',
              provider: profile.provider,
              issuer: profile.issuer,
              subject: profile.subject,
              ...(action === 'link' ? { linked: true } : {}),
            },
          },
        );
        const code = newOpaqueToken();
        await insertUserToken(tx, {
          tenantId,
          userId: user.id,
          kind: 'oidc_handoff',
          tokenHash: hashOpaqueToken(code),
          expiresAt: new Date(Date.now() + oidcHandoffTtlMs),
        });
        return code;
      }),

    /** Uses a hand-over code once, within its lifetime, and opens the session. */
    complete: (tenantId: string, code: string, ctx: RequestContext) =>
      database.withTenant(tenantId, async (tx) => {
        const userId = await consumeUserToken(
          tx,
          'oidc_handoff',
          hashOpaqueToken(code),
          new Date(),
        );
        if (!userId) throw handoffInvalid();
        const user = await findUserById(tx, userId);
        if (!user || user.status !== 'active') throw accountSuspended();
        if (user.roles.length === 0) throw noRoles();
        return signInUser(tx, config.jwtSecret, user, ctx);
      }),
  };
}

export type ExternalSignIn = ReturnType<typeof createExternalSignIn>;

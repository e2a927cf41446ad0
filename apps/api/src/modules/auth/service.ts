import type { LoginInput } from '@motorpool/domain/schemas/auth';
import { HttpError } from '../../lib/http-errors.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/secrets.ts';
import type { Principal } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/ports.ts';
import { recordPlatformActivity } from '../platform/ports.ts';
import {
  revokePlatformSessions,
  revokeSessionFamily,
  rotatePlatformSession,
  rotateSession,
  type Rotation,
  sessionLifetimeMs,
  startPlatformSession,
  startSession,
} from '../sessions/ports.ts';
import {
  accountSuspended,
  type AuthDeps,
  emailNotVerified,
  invalidCredentials,
  invalidSession,
  noRoles,
  type RequestContext,
  type SignedIn,
  sessionExpired,
  type Tokens,
  tokens,
} from './context.ts';
import { permissionsOf } from '../permissions/ports.ts';
import {
  findUserByEmail,
  findUserById,
  toPlatformUserView,
  toUserView,
  updateUser,
} from '../users/ports.ts';
import { findPlatformUserByEmail, findPlatformUserById, updatePlatformUser } from './repository.ts';

type Account = { passwordHash: string | null; status: string };

const isCredentialFailure = (error: unknown) =>
  error instanceof HttpError && error.code === 'INVALID_CREDENTIALS';

// Sign-in, token refresh and sign-out for tenant users and platform super administrators.
export function createAuthService({ database, config, throttle, tenants, events }: AuthDeps) {
  // Shared by both kinds of account. An unknown e-mail, an account without a password and a
  // wrong password get one answer after the same work (one argon2 verification, no write), so
  // the answer never tells whether an account exists. Only the right password learns that the
  // account is suspended.
  async function checkPassword(account: Account | null, password: string): Promise<void> {
    const matches = await verifyPassword(
      account?.passwordHash ?? (await decoyPasswordHash()),
      password,
    );
    if (!account?.passwordHash || !matches) throw invalidCredentials();
    if (account.status !== 'active') throw accountSuspended();
  }

  async function loginTenantUser(
    tenantId: string,
    input: LoginInput,
    ctx: RequestContext,
  ): Promise<SignedIn> {
    const user = await database.withTenant(tenantId, (tx) => findUserByEmail(tx, input.email));
    await checkPassword(user, input.password);
    const account = user!;
    if (account.roles.length === 0) throw noRoles();
    const tenant = await tenants.findTenant({ id: tenantId });
    if (tenant?.authSettings.registrationRequiresVerification && !account.emailVerifiedAt) {
      throw emailNotVerified();
    }
    return database.withTenant(tenantId, async (tx) => {
      const updated = await updateUser(tx, account.id, { lastLoginAt: new Date() });
      const session = await startSession(tx, {
        tenantId,
        userId: account.id,
        lifetimeMs: input.rememberMe ? sessionLifetimeMs.rememberMe : sessionLifetimeMs.standard,
        client: ctx.client,
      });
      const actor = { type: 'user' as const, id: account.id };
      // The account's owner is told of every sign-in (notifications), so a stranger's is seen.
      await events.publish(tx, {
        name: 'user.signedIn',
        tenantId,
        actor,
        subject: { type: 'user', id: account.id },
        payload: {
          recipient: {
            email: updated.email,
            firstName: updated.firstName,
            language: updated.preferredLanguage,
          },
          device: describeUserAgent(ctx.client.userAgent),
        },
      });
      await recordAudit(
        tx,
        { tenantId, actor, requestId: ctx.requestId },
        {
          action: 'login',
          entityType: 'user',
          entityId: account.id,
          before: { lastLoginAt: account.lastLoginAt },
          after: { lastLoginAt: updated.lastLoginAt, sessionId: session.familyId },
        },
      );
      return {
        user: toUserView(updated, await permissionsOf(tx, updated)),
        ...tokens(
          config.jwtSecret,
          { sub: account.id, tid: tenantId, roles: account.roles, sid: session.familyId },
          session.refreshToken,
        ),
      };
    });
  }

  // Platform rows have no tenant, so no audit trail (audit_logs is per tenant): the platform's
  // activity log records the sign-in instead.
  async function loginPlatformUser(input: LoginInput, ctx: RequestContext): Promise<SignedIn> {
    const user = await findPlatformUserByEmail(database.db, input.email);
    await checkPassword(user, input.password);
    const account = user!;
    const updated = await updatePlatformUser(database.db, account.id, { lastLoginAt: new Date() });
    const session = await startPlatformSession(database, {
      platformUserId: account.id,
      lifetimeMs: input.rememberMe ? sessionLifetimeMs.rememberMe : sessionLifetimeMs.standard,
      client: ctx.client,
    });
    await recordPlatformActivity(database.db, {
      actorId: account.id,
      actorEmail: account.email,
      action: 'login',
      entityType: 'platform_session',
      entityId: session.familyId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return {
      user: toPlatformUserView(updated),
      ...tokens(
        config.jwtSecret,
        { sub: account.id, tid: null, roles: ['super-admin'], sid: session.familyId },
        session.refreshToken,
      ),
    };
  }

  function settle(rotation: Rotation): Extract<Rotation, { kind: 'rotated' }> {
    if (rotation.kind === 'rotated') return rotation;
    throw rotation.kind === 'expired' ? sessionExpired() : invalidSession();
  }

  return {
    async login(
      tenantId: string | null,
      input: LoginInput,
      ctx: RequestContext,
    ): Promise<SignedIn> {
      return throttle.attempt(
        { tenantId, email: input.email, ip: ctx.ip },
        () =>
          tenantId === null ? loginPlatformUser(input, ctx) : loginTenantUser(tenantId, input, ctx),
        isCredentialFailure,
      );
    },

    async refresh(
      tenantId: string | null,
      refreshToken: string,
      ctx: RequestContext,
    ): Promise<Tokens> {
      if (tenantId === null) {
        const rotated = settle(
          await rotatePlatformSession(database, refreshToken, ctx.client, async (id, tx) => {
            const user = await findPlatformUserById(tx, id);
            return user?.status === 'active';
          }),
        );
        return tokens(
          config.jwtSecret,
          { sub: rotated.userId, tid: null, roles: ['super-admin'], sid: rotated.familyId },
          rotated.refreshToken,
        );
      }
      let roles: string[] = [];
      const rotation = await database.withTenant(tenantId, async (tx) => {
        const result = await rotateSession(tx, refreshToken, ctx.client, async (id) => {
          const user = await findUserById(tx, id);
          roles = user?.roles ?? [];
          return user?.status === 'active' && roles.length > 0;
        });
        if (result.kind === 'reused' || result.kind === 'rotated') {
          await recordAudit(
            tx,
            { tenantId, actor: { type: 'user', id: result.userId }, requestId: ctx.requestId },
            {
              action: result.kind === 'reused' ? 'refresh_reuse_detected' : 'refresh',
              entityType: 'session',
              entityId: result.familyId,
            },
          );
        }
        return result;
      });
      const rotated = settle(rotation);
      return tokens(
        config.jwtSecret,
        { sub: rotated.userId, tid: tenantId, roles, sid: rotated.familyId },
        rotated.refreshToken,
      );
    },

    async logout(principal: Principal, requestId: string, ip?: string): Promise<void> {
      if (principal.kind === 'platform') {
        await revokePlatformSessions(
          database,
          principal.platformUserId,
          { familyId: principal.sessionId },
          'logout',
        );
        await recordPlatformActivity(database.db, {
          actorId: principal.platformUserId,
          action: 'logout',
          entityType: 'platform_session',
          entityId: principal.sessionId,
          ip: ip ?? null,
          requestId,
        });
        return;
      }
      await database.withTenant(principal.tenantId, async (tx) => {
        await revokeSessionFamily(tx, principal.sessionId, 'logout');
        await recordAudit(
          tx,
          {
            tenantId: principal.tenantId,
            actor: { type: 'user', id: principal.userId },
            requestId,
          },
          { action: 'logout', entityType: 'session', entityId: principal.sessionId },
        );
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

// The module's face for the composition root and the other modules.
export { createAccountService, type AccountService } from './account-service.ts';
export { createExternalSignIn, type ExternalSignIn } from './external-sign-in.ts';
export { type AccountLimits, createAccountLimits } from './limits.ts';
export { createProfileService, type ProfileService } from './profile-service.ts';
export { purgeSpentUserTokens } from './token-purge.ts';
export { requestContext } from './schemas.ts';
export type { RequestContext } from './context.ts';

import type { LoginInput } from '@motorpool/domain/schemas/auth';
import { decoyPasswordHash, verifyPassword } from '../../lib/secrets.ts';
import type { Principal } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/service.ts';
import {
  revokePlatformSessions,
  revokeSessionFamily,
  rotatePlatformSession,
  rotateSession,
  type Rotation,
  sessionLifetimeMs,
  startPlatformSession,
  startSession,
} from '../sessions/service.ts';
import { createTenantService } from '../tenants/service.ts';
import {
  accountLocked,
  accountSuspended,
  type AuthDeps,
  emailNotVerified,
  invalidCredentials,
  invalidSession,
  lockAfterFailures,
  lockMs,
  noRoles,
  type RequestContext,
  type SignedIn,
  sessionExpired,
  type Tokens,
  tokens,
  tooManyAttempts,
} from './context.ts';
import {
  findPlatformUserByEmail,
  findPlatformUserById,
  findUserByEmail,
  findUserById,
  permissionsOf,
  updatePlatformUser,
  updateUser,
} from './repository.ts';
import { toPlatformUserView, toUserView } from './user-view.ts';

type Account = {
  passwordHash: string | null;
  status: string;
  failedLoginCount: number;
  lockedUntil: Date | null;
};

// A failed password: one more failure, and a lock once they reach lockAfterFailures. A lock
// that has run out starts the count afresh.
function afterFailure(account: Account, now: Date) {
  const expiredLock = account.lockedUntil !== null && account.lockedUntil <= now;
  const failedLoginCount = (expiredLock ? 0 : account.failedLoginCount) + 1;
  const locks = failedLoginCount >= lockAfterFailures;
  return {
    failedLoginCount: locks ? 0 : failedLoginCount,
    lockedUntil: locks
      ? new Date(now.getTime() + lockMs)
      : expiredLock
        ? null
        : account.lockedUntil,
    locks,
  };
}

// Sign-in, token refresh and sign-out for tenant users and platform super administrators.
export function createAuthService({ database, config, throttle }: AuthDeps) {
  const tenants = createTenantService(database);

  // Checks shared by both kinds of account; answers normally only for the right password.
  async function checkPassword(
    account: Account | null,
    password: string,
    recordFailure: (next: ReturnType<typeof afterFailure>) => Promise<void>,
  ): Promise<void> {
    const now = new Date();
    if (!account?.passwordHash) {
      await verifyPassword(await decoyPasswordHash(), password);
      throw invalidCredentials();
    }
    if (account.lockedUntil && account.lockedUntil > now) throw accountLocked();
    if (!(await verifyPassword(account.passwordHash, password))) {
      const next = afterFailure(account, now);
      await recordFailure(next);
      throw next.locks ? accountLocked() : invalidCredentials();
    }
    if (account.status !== 'active') throw accountSuspended();
  }

  async function loginTenantUser(
    tenantId: string,
    input: LoginInput,
    ctx: RequestContext,
  ): Promise<SignedIn> {
    const user = await database.withTenant(tenantId, (tx) => findUserByEmail(tx, input.email));
    const audit = (id: string) => ({
      tenantId,
      actor: { type: 'user' as const, id },
      requestId: ctx.requestId,
    });
    await checkPassword(user, input.password, (next) =>
      database.withTenant(tenantId, async (tx) => {
        await updateUser(tx, user!.id, {
          failedLoginCount: next.failedLoginCount,
          lockedUntil: next.lockedUntil,
        });
        await recordAudit(tx, audit(user!.id), {
          action: next.locks ? 'login_locked' : 'login_failed',
          entityType: 'user',
          entityId: user!.id,
          after: { lockedUntil: next.lockedUntil },
        });
      }),
    );
    const account = user!;
    if (account.roles.length === 0) throw noRoles();
    const tenant = await tenants.findTenant({ id: tenantId });
    if (tenant?.authSettings.registrationRequiresVerification && !account.emailVerifiedAt) {
      throw emailNotVerified();
    }
    return database.withTenant(tenantId, async (tx) => {
      const updated = await updateUser(tx, account.id, {
        lastLoginAt: new Date(),
        failedLoginCount: 0,
        lockedUntil: null,
      });
      const session = await startSession(tx, {
        tenantId,
        userId: account.id,
        lifetimeMs: input.rememberMe ? sessionLifetimeMs.rememberMe : sessionLifetimeMs.standard,
        client: ctx.client,
      });
      await recordAudit(tx, audit(account.id), {
        action: 'login',
        entityType: 'user',
        entityId: account.id,
        before: { lastLoginAt: account.lastLoginAt },
        after: { lastLoginAt: updated.lastLoginAt, sessionId: session.familyId },
      });
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

  // Platform rows have no tenant, so no audit trail of their own (audit_logs is per tenant).
  async function loginPlatformUser(input: LoginInput, ctx: RequestContext): Promise<SignedIn> {
    const user = await findPlatformUserByEmail(database.db, input.email);
    await checkPassword(user, input.password, async (next) => {
      await updatePlatformUser(database.db, user!.id, {
        failedLoginCount: next.failedLoginCount,
        lockedUntil: next.lockedUntil,
      });
    });
    const account = user!;
    const updated = await updatePlatformUser(database.db, account.id, {
      lastLoginAt: new Date(),
      failedLoginCount: 0,
      lockedUntil: null,
    });
    const session = await startPlatformSession(database, {
      platformUserId: account.id,
      lifetimeMs: input.rememberMe ? sessionLifetimeMs.rememberMe : sessionLifetimeMs.standard,
      client: ctx.client,
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
      const who = { tenantId, email: input.email, ip: ctx.ip };
      if (!(await throttle.attempt(who))) throw tooManyAttempts();
      const signedIn =
        tenantId === null
          ? await loginPlatformUser(input, ctx)
          : await loginTenantUser(tenantId, input, ctx);
      await throttle.succeeded(who);
      return signedIn;
    },

    async refresh(
      tenantId: string | null,
      refreshToken: string,
      ctx: RequestContext,
    ): Promise<Tokens> {
      if (tenantId === null) {
        const rotated = settle(
          await rotatePlatformSession(
            database,
            refreshToken,
            config.jwtSecret,
            ctx.client,
            async (id, tx) => {
              const user = await findPlatformUserById(tx, id);
              return user?.status === 'active';
            },
          ),
        );
        return tokens(
          config.jwtSecret,
          { sub: rotated.userId, tid: null, roles: ['super-admin'], sid: rotated.familyId },
          rotated.refreshToken,
        );
      }
      let roles: string[] = [];
      const rotation = await database.withTenant(tenantId, async (tx) => {
        const result = await rotateSession(
          tx,
          refreshToken,
          config.jwtSecret,
          ctx.client,
          async (id) => {
            const user = await findUserById(tx, id);
            roles = user?.roles ?? [];
            return user?.status === 'active' && roles.length > 0;
          },
        );
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

    async logout(principal: Principal, requestId: string): Promise<void> {
      if (principal.kind === 'platform') {
        await revokePlatformSessions(
          database,
          principal.platformUserId,
          { familyId: principal.sessionId },
          'logout',
        );
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

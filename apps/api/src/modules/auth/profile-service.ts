import type { ChangePasswordInput, ProfileUpdateInput } from '@motorpool/domain/schemas/auth';
import type { CustomerOwnChanges } from '@motorpool/domain/schemas/customer';
import type { z } from 'zod';
import { validationError } from '../../lib/request-caller.ts';
import type { CustomerOwnRecords } from '../customers/ports.ts';
import type { profileResponse } from './schemas.ts';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { apiError } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import type { Principal } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/ports.ts';
import { revokeOtherSessionsOfUser, revokePlatformSessions } from '../sessions/ports.ts';
import type { AuthDeps, RequestContext } from './context.ts';
import { permissionsOf } from '../permissions/ports.ts';
import {
  auditedUser,
  findUserById,
  toPlatformUserView,
  toUserView,
  updateUser,
  type UserView,
} from '../users/ports.ts';
import { findPlatformUserById, updatePlatformUser } from './repository.ts';

type UserPrincipal = Extract<Principal, { kind: 'user' }>;
type ProfileView = z.infer<typeof profileResponse>;

const unknownFields = (fields: string[], ctx: RequestContext) =>
  validationError(
    fields.map((path) => ({ path, message: 'generic.unknownField' as const })),
    ctx.language,
    'body',
  );

const wrongPassword = (ctx: RequestContext) =>
  apiError('VALIDATION_ERROR', 'http.validationFailed', {
    details: [
      {
        path: 'body.currentPassword',
        message: formatMessage('login.passwordIncorrect', ctx.language),
      },
    ],
  });

// The signed-in user's own account: profile and password.
export function createProfileService({
  database,
  events,
  ownRecords,
}: Pick<AuthDeps, 'database' | 'events'> & { ownRecords: CustomerOwnRecords }) {
  const scope = (p: UserPrincipal, ctx: RequestContext) => ({
    tenantId: p.tenantId,
    actor: { type: 'user' as const, id: p.userId },
    requestId: ctx.requestId,
  });

  const profile = async (p: Principal): Promise<UserView> => {
    if (p.kind === 'platform') {
      const row = await findPlatformUserById(database.db, p.platformUserId);
      if (!row) throw apiError('NOT_FOUND', 'error.userNotFound');
      return toPlatformUserView(row);
    }
    return database.withTenant(p.tenantId, async (tx) => {
      const row = await findUserById(tx, p.userId);
      if (!row) throw apiError('NOT_FOUND', 'error.userNotFound');
      return toUserView(row, await permissionsOf(tx, row));
    });
  };

  // A customer account's profile carries its customer record beside the account.
  const withRecord = async (p: Principal, account: UserView): Promise<ProfileView> => {
    if (p.kind === 'platform') return account;
    const customer = await ownRecords.ownRecord(p);
    return customer ? { ...account, customer } : account;
  };

  return {
    profile: async (p: Principal) => withRecord(p, await profile(p)),

    async updateProfile(
      p: Principal,
      input: ProfileUpdateInput & CustomerOwnChanges,
      ctx: RequestContext,
    ): Promise<ProfileView> {
      const { firstName, lastName, phone, preferredLanguage, ...recordOnly } = input;
      const changes: ProfileUpdateInput = { firstName, lastName, phone, preferredLanguage };
      const recordFields = Object.keys(recordOnly).filter(
        (key) => recordOnly[key as keyof typeof recordOnly] !== undefined,
      );
      if (p.kind === 'platform') {
        if (recordFields.length > 0) throw unknownFields(recordFields, ctx);
        // Platform accounts keep a name only: no phone, no language of their own.
        const { firstName, lastName } = changes;
        if (!firstName && !lastName) return profile(p);
        const row = await updatePlatformUser(database.db, p.platformUserId, {
          ...(firstName ? { firstName } : {}),
          ...(lastName ? { lastName } : {}),
        });
        return toPlatformUserView(row);
      }
      // An empty change is a no-op: nothing to write, nothing to audit.
      if (recordFields.length === 0 && Object.values(changes).every((v) => v === undefined)) {
        return withRecord(p, await profile(p));
      }
      // A customer's record mirrors the account's name, phone and language; an account without
      // a record (staff) knows none of the record's own fields.
      const caller = {
        tenantId: p.tenantId,
        userId: p.userId,
        permissions: p.permissions,
        branchId: p.branchId,
        requestId: ctx.requestId,
        language: ctx.language,
      };
      // One transaction: a refused account write leaves the record as it was.
      const { customer, account } = await ownRecords.updateOwnRecord(
        caller,
        input,
        async (tx, hasRecord) => {
          if (!hasRecord && recordFields.length > 0) throw unknownFields(recordFields, ctx);
          const before = await findUserById(tx, p.userId, true);
          if (!before) throw apiError('NOT_FOUND', 'error.userNotFound');
          // a change to the record alone leaves the account as it is (an empty update fails)
          const accountChanged = Object.values(changes).some((v) => v !== undefined);
          const after = accountChanged ? await updateUser(tx, p.userId, changes) : before;
          await recordAudit(tx, scope(p, ctx), {
            action: 'update_profile',
            entityType: 'user',
            entityId: p.userId,
            before: auditedUser(before),
            after: auditedUser(after),
          });
          return toUserView(after, await permissionsOf(tx, after));
        },
      );
      return customer ? { ...account, customer } : account;
    },

    // The current password is checked and the new one hashed outside any transaction (argon2
    // takes a while; PGlite runs one transaction at a time). Other sign-ins end.
    async changePassword(
      p: Principal,
      input: ChangePasswordInput,
      ctx: RequestContext,
    ): Promise<void> {
      const current =
        p.kind === 'platform'
          ? await findPlatformUserById(database.db, p.platformUserId)
          : await database.withTenant(p.tenantId, (tx) => findUserById(tx, p.userId));
      if (!current) throw apiError('NOT_FOUND', 'error.userNotFound');
      if (
        !current.passwordHash ||
        !(await verifyPassword(current.passwordHash, input.currentPassword))
      ) {
        throw wrongPassword(ctx);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const now = new Date();
      if (p.kind === 'platform') {
        await updatePlatformUser(database.db, p.platformUserId, {
          passwordHash,
          passwordChangedAt: now,
        });
        await revokePlatformSessions(
          database,
          p.platformUserId,
          { exceptFamilyId: p.sessionId },
          'password_changed',
        );
        return;
      }
      await database.withTenant(p.tenantId, async (tx) => {
        const user = await updateUser(tx, p.userId, { passwordHash, passwordChangedAt: now });
        const revoked = await revokeOtherSessionsOfUser(
          tx,
          p.userId,
          p.sessionId,
          'password_changed',
        );
        await events.publish(tx, {
          name: 'user.password.changed',
          tenantId: p.tenantId,
          actor: { type: 'user', id: p.userId },
          subject: { type: 'user', id: p.userId },
          payload: {
            recipient: {
              email: user.email,
              firstName: user.firstName,
              language: user.preferredLanguage,
            },
            via: 'profile',
          },
        });
        await recordAudit(tx, scope(p, ctx), {
          action: 'change_password',
          entityType: 'user',
          entityId: p.userId,
          after: { passwordChangedAt: now, sessionsRevoked: revoked },
        });
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

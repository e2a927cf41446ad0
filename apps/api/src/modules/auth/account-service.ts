import type { RegistrationInput } from '@motorpool/domain/schemas/auth';
import type { Tx } from '../../db/engine.ts';
import { conflict, HttpError } from '../../lib/http-errors.ts';
import { enqueue } from '../../lib/outbox.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { hashOpaqueToken, hashPassword, newOpaqueToken } from '../../lib/secrets.ts';
import { recordAudit } from '../audit/service.ts';
import { revokeSessionsOfUser } from '../sessions/service.ts';
import { createTenantService } from '../tenants/service.ts';
import { type AuthDeps, emailTokenTtlMs, type RequestContext, type SignedIn } from './context.ts';
import { authMail } from './mails.ts';
import { signInUser } from './sign-in.ts';
import {
  consumeUserToken,
  findCustomerByEmail,
  findUserByEmail,
  findUserById,
  insertCustomer,
  insertUser,
  insertUserToken,
  linkCustomer,
  retireUserTokens,
  type UserRow,
  updateUser,
} from './repository.ts';
import { auditedUser } from './user-view.ts';

export type Registered = { verificationRequired: false } & SignedIn;
export type AwaitingVerification = { verificationRequired: true; email: string };

const emailExists = () =>
  conflict('An account with this email already exists. Please use a different email or login.', [
    { path: 'email', message: 'An account with this email already exists.' },
  ]);
const invalidResetToken = () =>
  new HttpError(400, 'INVALID_TOKEN', 'This reset link is invalid or has expired.');
const invalidVerificationToken = () =>
  new HttpError(400, 'INVALID_TOKEN', 'This verification link is invalid or has expired.');

// Self-service accounts: registration, e-mail verification, password reset.
export function createAccountService({ database, config }: AuthDeps) {
  const tenants = createTenantService(database);
  const scope = (tenantId: string, userId: string, ctx: RequestContext) => ({
    tenantId,
    actor: { type: 'user' as const, id: userId },
    requestId: ctx.requestId,
  });

  const signIn = (tx: Tx, user: UserRow, ctx: RequestContext) =>
    signInUser(tx, config.jwtSecret, user, ctx);

  async function mailToken(
    tx: Tx,
    user: UserRow,
    kind: 'password_reset' | 'email_verification',
    ctx: RequestContext,
  ) {
    const token = newOpaqueToken();
    await insertUserToken(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      kind,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + emailTokenTtlMs),
    });
    const path = kind === 'password_reset' ? 'reset-password' : 'verify-email';
    const link = `${ctx.origin}/auth/${path}?token=${encodeURIComponent(token)}`;
    const template = kind === 'password_reset' ? 'resetPassword' : 'verifyEmail';
    await enqueue(tx, user.tenantId, 'email', authMail(template, user, ctx.language, link));
  }

  return {
    async register(
      tenantId: string,
      input: RegistrationInput,
      ctx: RequestContext,
    ): Promise<Registered | AwaitingVerification> {
      const tenant = await tenants.findTenant({ id: tenantId });
      const verify = tenant?.authSettings.registrationRequiresVerification ?? false;
      const passwordHash = await hashPassword(input.password);
      try {
        return await database.withTenant(tenantId, async (tx) => {
          if (await findUserByEmail(tx, input.email)) throw emailExists();
          const user = await insertUser(tx, {
            tenantId,
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            roles: ['customer'],
            preferredLanguage: ctx.language,
          });
          const existing = await findCustomerByEmail(tx, input.email);
          // Taking over a customer record the staff created needs proof of the address first:
          // without e-mail verification it would hand a stranger that customer's history.
          if (existing && !verify) throw emailExists();
          // A customer the staff created before: the verified account takes it over.
          const customer = existing
            ? await linkCustomer(tx, existing.id, user.id)
            : await insertCustomer(tx, {
                tenantId,
                userId: user.id,
                firstName: input.firstName,
                lastName: input.lastName,
                email: input.email,
                phone: input.phone,
                dateOfBirth: input.dateOfBirth,
                drivingLicenseNumber: input.licenseNumber,
                licenseExpiryDate: input.licenseExpiryDate,
                licenseCountry: input.licenseIssuingCountry,
                street: input.address,
                city: input.city,
                country: input.country,
                postalCode: input.postalCode ?? null,
                emergencyContactName: input.emergencyContactName,
                emergencyContactPhone: input.emergencyContactPhone,
                marketingConsent: input.marketingConsent,
                preferredLanguage: ctx.language,
              });
          if (!customer) throw emailExists();
          const audit = scope(tenantId, user.id, ctx);
          await recordAudit(tx, audit, {
            action: 'register',
            entityType: 'user',
            entityId: user.id,
            after: auditedUser(user),
          });
          await recordAudit(tx, audit, {
            action: existing ? 'link_account' : 'create',
            entityType: 'customer',
            entityId: customer.id,
            after: customer,
          });
          if (verify) {
            await mailToken(tx, user, 'email_verification', ctx);
            return { verificationRequired: true, email: user.email };
          }
          return { verificationRequired: false, ...(await signIn(tx, user, ctx)) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
    },

    async verifyEmail(tenantId: string, token: string, ctx: RequestContext): Promise<SignedIn> {
      const result = await database.withTenant(tenantId, async (tx) => {
        const now = new Date();
        const userId = await consumeUserToken(
          tx,
          'email_verification',
          hashOpaqueToken(token),
          now,
        );
        const user = userId ? await findUserById(tx, userId) : null;
        if (!user || user.status !== 'active') return null;
        const verified = await updateUser(tx, user.id, {
          emailVerifiedAt: user.emailVerifiedAt ?? now,
        });
        await recordAudit(tx, scope(tenantId, user.id, ctx), {
          action: 'verify_email',
          entityType: 'user',
          entityId: user.id,
          before: { emailVerifiedAt: user.emailVerifiedAt },
          after: { emailVerifiedAt: verified.emailVerifiedAt },
        });
        return signIn(tx, verified, ctx);
      });
      if (!result) throw invalidVerificationToken();
      return result;
    },

    // Always the same answer, whether the account exists or not.
    async forgotPassword(tenantId: string | null, email: string, ctx: RequestContext) {
      // Platform accounts have no self-service reset yet (no platform token table).
      if (tenantId === null) return;
      await database.withTenant(tenantId, async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user || user.status !== 'active' || !user.passwordHash) return;
        await mailToken(tx, user, 'password_reset', { ...ctx, language: user.preferredLanguage });
        await recordAudit(tx, scope(tenantId, user.id, ctx), {
          action: 'password_reset_requested',
          entityType: 'user',
          entityId: user.id,
        });
      });
    },

    async resetPassword(
      tenantId: string | null,
      token: string,
      password: string,
      ctx: RequestContext,
    ): Promise<void> {
      if (tenantId === null) throw invalidResetToken();
      const passwordHash = await hashPassword(password);
      const done = await database.withTenant(tenantId, async (tx) => {
        const now = new Date();
        const userId = await consumeUserToken(tx, 'password_reset', hashOpaqueToken(token), now);
        if (!userId) return false;
        await retireUserTokens(tx, userId, 'password_reset', now);
        const user = await updateUser(tx, userId, {
          passwordHash,
          passwordChangedAt: now,
          failedLoginCount: 0,
          lockedUntil: null,
        });
        const revoked = await revokeSessionsOfUser(tx, userId, 'password_reset');
        await enqueue(
          tx,
          tenantId,
          'email',
          authMail('passwordChanged', user, user.preferredLanguage),
        );
        await recordAudit(tx, scope(tenantId, userId, ctx), {
          action: 'password_reset',
          entityType: 'user',
          entityId: userId,
          after: { passwordChangedAt: now, sessionsRevoked: revoked },
        });
        return true;
      });
      if (!done) throw invalidResetToken();
    },

    async providers(tenantId: string): Promise<{ id: string; label: string }[]> {
      const tenant = await tenants.findTenant({ id: tenantId });
      return (tenant?.authSettings.oidc?.providers ?? []).map((p) => ({
        id: p.id,
        label: p.label,
      }));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

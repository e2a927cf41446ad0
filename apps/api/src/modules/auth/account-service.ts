import type { EventRecipient } from '@motorpool/domain/events';
import type { Language } from '@motorpool/domain/locale-lists';
import type { RegistrationInput } from '@motorpool/domain/schemas/auth';
import type { Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { enqueue, type OutboxPayloads } from '../../lib/outbox.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { publicLink } from '../../lib/public-links.ts';
import { hashOpaqueToken, hashPassword, newOpaqueToken } from '../../lib/secrets.ts';
import { recordAudit } from '../audit/ports.ts';
import { recordTermsAgreement } from '../consent/ports.ts';
import { revokeSessionsOfUser } from '../sessions/ports.ts';
import { type AuthDeps, emailTokenTtlMs, type RequestContext, type SignedIn } from './context.ts';
import { accountKey, type AccountLimits, createAccountLimits } from './limits.ts';
import { signInUser } from './sign-in.ts';
import {
  auditedUser,
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/ports.ts';
import { consumeUserToken, insertUserToken, retireUserTokens } from './repository.ts';

export type Registered = { verificationRequired: false } & SignedIn;
export type AwaitingVerification = { verificationRequired: true; email: string };

// Thrown inside the registration transaction (rolling it back) when the address is taken.
class EmailTaken extends Error {}

const emailExists = () =>
  apiError('CONFLICT', 'error.accountExists', {
    details: [{ path: 'email', key: 'error.accountExistsField' }],
  });
const invalidResetToken = () => apiError('INVALID_TOKEN', 'error.resetLinkInvalid');
const invalidVerificationToken = () => apiError('INVALID_TOKEN', 'error.verificationLinkInvalid');

// Self-service accounts: registration, e-mail verification, password reset.
export function createAccountService({
  database,
  config,
  tenants,
  events,
  customers,
  limits = createAccountLimits(),
}: Omit<AuthDeps, 'throttle'> & { limits?: AccountLimits }) {
  const scope = (tenantId: string, userId: string, ctx: Pick<RequestContext, 'requestId'>) => ({
    tenantId,
    actor: { type: 'user' as const, id: userId },
    requestId: ctx.requestId,
  });

  const signIn = (tx: Tx, user: UserRow, ctx: RequestContext) =>
    signInUser(tx, config.jwtSecret, user, ctx);

  type PageLink = (path: string, query?: Record<string, string>) => string;
  /**
   * Pages of the company's web app, on the configured public origin (never the request's).
   * Looked up before a transaction: on the embedded database it holds the one connection.
   */
  const pageLinks = async (tenantId: string): Promise<PageLink> => {
    const tenant = await tenants.findTenant({ id: tenantId });
    return (path, query) => publicLink(config.publicUrl, tenant?.subdomain ?? null, path, query);
  };

  const recipient = (user: UserRow, language: Language): EventRecipient => ({
    email: user.email,
    firstName: user.firstName,
    language,
  });
  const aboutUser = (tenantId: string, userId: string) => ({
    tenantId,
    actor: { type: 'user' as const, id: userId },
    subject: { type: 'user' as const, id: userId },
  });

  /** A fresh single-use link for the user (only its hash is kept). */
  async function tokenLink(
    tx: Tx,
    user: UserRow & { tenantId: string },
    kind: 'password_reset' | 'email_verification',
    link: PageLink,
  ): Promise<string> {
    const token = newOpaqueToken();
    await insertUserToken(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      kind,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + emailTokenTtlMs),
    });
    const path = kind === 'password_reset' ? '/auth/reset-password' : '/auth/verify-email';
    return link(path, { token });
  }

  async function mailResetLink(
    tenantId: string,
    email: string,
    requestId: string,
    name: 'user.passwordReset.requested' | 'user.passwordSetup.requested',
  ) {
    const link = await pageLinks(tenantId);
    await database.withTenant(tenantId, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.status !== 'active') return;
      // Without a password an account signs in elsewhere only (OpenID Connect), unless it was
      // invited to choose one: then this mail is the invitation.
      if (!user.passwordHash && name !== 'user.passwordSetup.requested') return;
      await events.publish(tx, {
        name,
        ...aboutUser(tenantId, user.id),
        payload: {
          recipient: recipient(user, user.preferredLanguage),
          link: await tokenLink(tx, { ...user, tenantId }, 'password_reset', link),
        },
      });
      await recordAudit(tx, scope(tenantId, user.id, { requestId }), {
        action: 'password_reset_requested',
        entityType: 'user',
        entityId: user.id,
      });
    });
  }

  // Where the company verifies e-mail addresses, registering with a taken one answers as for
  // a new account: the owner of the address gets this note instead of a second account.
  async function noteRegistrationAttempt(tenantId: string, email: string) {
    if (!(await limits.accountMails.take(accountKey(tenantId, email))).allowed) return;
    const link = await pageLinks(tenantId);
    await database.withTenant(tenantId, async (tx) => {
      const owner = await findUserByEmail(tx, email);
      if (!owner) return;
      await events.publish(tx, {
        name: 'user.registration.emailTaken',
        ...aboutUser(tenantId, owner.id),
        actor: { type: 'system', id: null },
        payload: {
          recipient: recipient(owner, owner.preferredLanguage),
          loginLink: link('/auth/login'),
          forgotPasswordLink: link('/auth/forgot-password'),
        },
      });
    });
  }

  return {
    async register(
      tenantId: string,
      input: RegistrationInput,
      ctx: RequestContext,
    ): Promise<Registered | AwaitingVerification> {
      const tenant = await tenants.findTenant({ id: tenantId });
      const verify = tenant?.authSettings.registrationRequiresVerification ?? false;
      const link = await pageLinks(tenantId);
      const passwordHash = await hashPassword(input.password);
      try {
        return await database.withTenant(tenantId, async (tx) => {
          if (await findUserByEmail(tx, input.email)) throw new EmailTaken();
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
          const existing = await customers.findByEmail(tx, input.email);
          // Taking over a customer record the staff created needs proof of the address first:
          // without e-mail verification it would hand a stranger that customer's history.
          if (existing && !verify) throw new EmailTaken();
          // A customer the staff created before: the verified account takes it over.
          const customer = existing
            ? await customers.link(tx, existing.id, user.id)
            : await customers.create(tx, {
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
          if (!customer) throw new EmailTaken();
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
          // The registration form's box: the terms as published today, in the reader's language.
          await recordTermsAgreement(
            tx,
            { kind: 'user', tenantId, userId: user.id },
            'registration',
            ctx.language,
          );
          await events.publish(tx, {
            name: 'user.registered',
            ...aboutUser(tenantId, user.id),
            payload: { email: user.email, verificationRequired: verify },
          });
          if (verify) {
            await events.publish(tx, {
              name: 'user.emailVerification.requested',
              ...aboutUser(tenantId, user.id),
              payload: {
                recipient: recipient(user, ctx.language),
                link: await tokenLink(tx, { ...user, tenantId }, 'email_verification', link),
              },
            });
            return { verificationRequired: true, email: user.email };
          }
          return { verificationRequired: false, ...(await signIn(tx, user, ctx)) };
        });
      } catch (error) {
        if (!(error instanceof EmailTaken) && !isUniqueViolation(error)) throw error;
        // The e-mail-taken message where the company signs customers in at once: the answer has to
        // tell them why no account was made. Where it verifies addresses, nothing is told.
        if (!verify) throw emailExists();
        await noteRegistrationAttempt(tenantId, input.email);
        return { verificationRequired: true, email: input.email };
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

    // Always the same answer and the same work, whether the account exists or not: the
    // request is only written down here; the account is looked up after the answer left
    // (performPasswordResetRequest, run by the outbox), so the answer's timing cannot tell.
    async forgotPassword(tenantId: string | null, email: string, ctx: RequestContext) {
      // Platform accounts have no self-service reset yet (no platform token table).
      if (tenantId === null) return;
      // Counted per address typed, account or not; past the limit nothing more is mailed.
      if (!(await limits.accountMails.take(accountKey(tenantId, email))).allowed) return;
      await database.withTenant(tenantId, (tx) =>
        enqueue(tx, tenantId, 'password_reset', {
          email: email.trim().toLowerCase(),
          requestId: ctx.requestId,
        }),
      );
    },

    async performPasswordResetRequest(
      tenantId: string,
      request: OutboxPayloads['password_reset'],
    ): Promise<void> {
      await mailResetLink(
        tenantId,
        request.email,
        request.requestId,
        'user.passwordReset.requested',
      );
    },

    /** Mails a user made by staff (without a password) the link to choose one. */
    async mailPasswordSetup(tenantId: string, email: string, ctx: RequestContext): Promise<void> {
      await mailResetLink(tenantId, email, ctx.requestId, 'user.passwordSetup.requested');
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
        const before = await findUserById(tx, userId);
        const user = await updateUser(tx, userId, {
          passwordHash,
          passwordChangedAt: now,
          // the link came by mail, so its use proves the address (an invitation's first use)
          ...(before?.emailVerifiedAt ? {} : { emailVerifiedAt: now }),
        });
        const revoked = await revokeSessionsOfUser(tx, userId, 'password_reset');
        await events.publish(tx, {
          name: 'user.password.changed',
          ...aboutUser(tenantId, userId),
          payload: { recipient: recipient(user, user.preferredLanguage), via: 'reset' },
        });
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

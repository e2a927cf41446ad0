// Sign-up from the marketing site: the live subdomain check, the request (stored with the
// password's hash and the hash of a single-use token, then mailed), and its confirmation, which
// provisions the company and hands its administrator a sign-in code for the company's host.
import { formatMessage } from '@motorpool/domain/validation-messages';
import { subdomainPattern } from '@motorpool/domain/hosts';
import type { Language } from '@motorpool/domain/locale-lists';
import { isReservedSubdomain } from '@motorpool/domain/schemas/tenant';
import type {
  SignupConfirmed,
  SignupInput,
  SubdomainCheck,
  SubdomainRefusal,
} from '@motorpool/domain/schemas/signup';
import type { ValidationMessageKey } from '@motorpool/domain/validation-messages';
import type { Database } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import type { MailMessage } from '../../lib/outbox.ts';
import { publicLink } from '../../lib/public-links.ts';
import { hashOpaqueToken, hashPassword, newOpaqueToken } from '../../lib/secrets.ts';
import { recordTermsAgreement } from '../consent/ports.ts';
import { signupConfirmationMail } from './mail.ts';
import type { SampleFiller, SignInHandoff, TenantService } from './ports.ts';
import type { ProvisionCompany } from './provisioning.ts';
import {
  insertSignupRequest,
  lockByTokenHash,
  markConfirmed,
  pendingForSubdomain,
  withdrawPending,
} from './repository.ts';

/** How long a confirmation link stays good. */
export const signupLinkHours = 24;
const hourMs = 3_600_000;

const refusalKeys: Record<SubdomainRefusal, ValidationMessageKey> = {
  invalid: 'tenant.invalidSubdomain',
  reserved: 'tenant.reservedSubdomain',
  taken: 'error.subdomainTaken',
};

export type SignupDeps = {
  database: Database;
  publicUrl: string;
  tenants: TenantService;
  provision: ProvisionCompany;
  handoff: Pick<SignInHandoff, 'issue'>;
  fillSample: SampleFiller;
  now: () => Date;
};

export type RequestInfo = {
  requestId: string;
  ip: string;
  log: { error: (object: object, message: string) => void };
};

export function createSignupService({
  database,
  publicUrl,
  tenants,
  provision,
  handoff,
  fillSample,
  now,
}: SignupDeps) {
  async function refusal(raw: string, email?: string): Promise<SubdomainRefusal | null> {
    const name = raw.trim().toLowerCase();
    if (!subdomainPattern.test(name)) return 'invalid';
    if (isReservedSubdomain(name)) return 'reserved';
    if (await tenants.findTenant({ subdomain: name })) return 'taken';
    if (await pendingForSubdomain(database.db, name, now(), email)) return 'taken';
    return null;
  }

  const invalidLink = () => apiError('INVALID_TOKEN', 'error.signupLinkInvalid');

  return {
    async checkSubdomain(raw: string, language: Language): Promise<SubdomainCheck> {
      const reason = await refusal(raw);
      return {
        name: raw.trim().toLowerCase(),
        available: reason === null,
        reason,
        message: reason ? formatMessage(refusalKeys[reason], language) : null,
      };
    },

    /**
     * Stores the request and answers the confirmation mail to send after commit. An address
     * with an account in some company signs up like any other: nothing here tells.
     */
    async request(input: SignupInput): Promise<MailMessage> {
      const reason = await refusal(input.subdomain, input.email);
      if (reason) {
        throw fieldError('body.subdomain', refusalKeys[reason], {
          ...(reason === 'taken' ? { code: 'CONFLICT' } : {}),
        });
      }
      const at = now();
      const token = newOpaqueToken();
      const email = input.email.trim().toLowerCase();
      const passwordHash = await hashPassword(input.password);
      await database.db.transaction(async (tx) => {
        await withdrawPending(tx, email);
        await insertSignupRequest(tx, {
          email,
          tokenHash: hashOpaqueToken(token),
          expiresAt: new Date(at.getTime() + signupLinkHours * hourMs),
          payload: {
            companyName: input.companyName,
            subdomain: input.subdomain,
            country: input.country,
            plan: input.plan,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash,
            language: input.language,
            sampleData: input.sampleData ?? false,
          },
        });
      });
      return signupConfirmationMail({
        to: input.email,
        name: input.firstName,
        company: input.companyName,
        link: publicLink(publicUrl, null, '/signup/confirm', { token }),
        hours: signupLinkHours,
        language: input.language,
      });
    },

    /** Uses the link once, before it expires: the company, and its administrator's code. */
    async confirm(token: string, info: RequestInfo): Promise<SignupConfirmed> {
      const tokenHash = hashOpaqueToken(token);
      const at = now();
      const check = (row: Awaited<ReturnType<typeof lockByTokenHash>>) => {
        if (!row) throw invalidLink();
        if (row.confirmedAt) throw apiError('CONFLICT', 'error.signupLinkUsed');
        if (row.expiresAt <= at) throw apiError('INVALID_TOKEN', 'error.signupLinkExpired');
        return row;
      };
      const request = check(await database.db.transaction((tx) => lockByTokenHash(tx, tokenHash)));
      const { payload } = request;
      const made = await provision(
        {
          name: payload.companyName,
          subdomain: payload.subdomain,
          country: payload.country as Parameters<ProvisionCompany>[0]['country'],
          plan: payload.plan,
          admin: {
            email: request.email,
            firstName: payload.firstName,
            lastName: payload.lastName,
            passwordHash: payload.passwordHash,
            language: payload.language,
          },
        },
        { actor: { type: 'system' }, requestId: info.requestId, ip: info.ip, now: at },
        async (tx, { tenant, admin }) => {
          // Locked again in the company's transaction: of two confirmations at once, one wins.
          check(await lockByTokenHash(tx, tokenHash));
          await markConfirmed(tx, request.id, tenant.id, at);
          // The sign-up form's box: the administrator agreed to the terms published today.
          await recordTermsAgreement(
            tx,
            { kind: 'user', tenantId: tenant.id, userId: admin.id },
            'company-signup',
            payload.language,
          );
          return handoff.issue(tx, tenant.id, admin.id);
        },
      );
      // Filled once the company exists, in transactions of its own: a sample that fails to load
      // never costs the company, whose administrator can load it from the settings.
      if (payload.sampleData) {
        await fillSample(made.tenant.id).catch((error: unknown) =>
          info.log.error({ err: error, tenantId: made.tenant.id }, 'sample data not loaded'),
        );
      }
      return {
        tenantId: made.tenant.id,
        subdomain: made.tenant.subdomain,
        handoffCode: made.extra,
      };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;

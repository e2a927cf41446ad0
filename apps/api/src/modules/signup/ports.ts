// What the signup module needs of others, handed in by composition.ts.
import type { Language } from '@motorpool/domain/locale-lists';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/engine.ts';
import type { MailMessage } from '../../lib/outbox.ts';
import type { SampleFiller, TenantService } from '../tenants/ports.ts';

export type { SampleFiller, TenantService };
export type TenantRow = Awaited<ReturnType<TenantService['createTenant']>>;

/** The auth module's hand-over: a code for a proven user, traded for tokens on the company's host. */
export type SignInHandoff = {
  issue(tx: Tx, tenantId: string, userId: string, now?: Date): Promise<string>;
  complete(
    tenantId: string,
    code: string,
    request: FastifyRequest,
  ): Promise<{ access_token: string; refresh_token: string; expires_in: number }>;
};

/** Mails a user made without a password the link to choose one (auth's set-password mail). */
export type PasswordSetupMailer = (
  tenantId: string,
  email: string,
  request: FastifyRequest,
) => Promise<void>;

/** Hands a platform mail (no company yet, so no outbox of one) to SMTP or the log. */
export type PlatformMailer = (message: MailMessage, log: FastifyBaseLogger) => Promise<unknown>;

export type { Language };

import { formatMessage } from '@motorpool/domain/validation-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { type CounterStore, createRateLimit, type RateLimit } from '../../lib/rate-limit.ts';

// Limits of the open account routes (register, forgot and reset password), which anyone can
// call: requests per client address, and mails per account so nobody can be flooded.
export type AccountLimits = {
  /** requests per client address and route */
  addresses: RateLimit;
  /** reset (and registration attempt) mails per account, keyed by the address typed */
  accountMails: RateLimit;
};

export const accountLimitDefaults = {
  addressLimit: 10,
  addressWindowMs: 15 * 60_000,
  mailLimit: 3,
  mailWindowMs: 60 * 60_000,
} as const;

export function createAccountLimits(
  options: { store?: CounterStore; clock?: () => number } = {},
): AccountLimits {
  const d = accountLimitDefaults;
  return {
    addresses: createRateLimit({ ...options, limit: d.addressLimit, windowMs: d.addressWindowMs }),
    accountMails: createRateLimit({ ...options, limit: d.mailLimit, windowMs: d.mailWindowMs }),
  };
}

export const accountKey = (tenantId: string, email: string) =>
  `${tenantId}:${email.trim().toLowerCase()}`;

/** Counts the request against its client address: a 429 with Retry-After once used up. */
export async function admitAddress(
  limits: AccountLimits,
  route: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const verdict = await limits.addresses.take(`${route}:${request.ip}`);
  if (verdict.allowed) return;
  const seconds = Math.max(Math.ceil(verdict.retryAfterMs / 1000), 1);
  reply.header('retry-after', String(seconds));
  const language = requestLanguage(request.headers['accept-language']);
  throw new HttpError(
    429,
    'RATE_LIMITED',
    formatMessage('login.tooManyRequests', language, { minutes: Math.ceil(seconds / 60) }),
  );
}

import { type ValidationMessageKey } from '@motorpool/domain/validation-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './http-errors.ts';
import { type CounterStore, createRateLimit, type RateLimit } from './rate-limit.ts';

const minutes = 60_000;

// Every limit on what anyone may ask without signing in, in one place. Each counts per client
// address (`request.ip`) in a fixed window, except accountMails, which counts the mails sent
// to one account so nobody can be flooded, and bookings, which counts a customer account's new
// reservations so nobody books the fleet up by script. Sign-in has its own growing delays
// (login-throttle.ts).
export const requestLimitDefaults = {
  register: { limit: 10, windowMs: 15 * minutes, message: 'login.tooManyRequests' },
  forgotPassword: { limit: 10, windowMs: 15 * minutes, message: 'login.tooManyRequests' },
  resetPassword: { limit: 10, windowMs: 15 * minutes, message: 'login.tooManyRequests' },
  accountMails: { limit: 3, windowMs: 60 * minutes, message: 'login.tooManyRequests' },
  contact: { limit: 5, windowMs: 60 * minutes, message: 'form.tooManySubmissions' },
  demo: { limit: 5, windowMs: 60 * minutes, message: 'form.tooManySubmissions' },
  newsletter: { limit: 10, windowMs: 60 * minutes, message: 'form.tooManySubmissions' },
  privacy: { limit: 5, windowMs: 60 * minutes, message: 'form.tooManySubmissions' },
  // reads: a visitor browsing the catalogue and branches makes a few calls per page
  browse: { limit: 600, windowMs: 1 * minutes, message: 'login.tooManyRequests' },
  // counted per customer account, not address: bookings made from the customer area
  bookings: { limit: 20, windowMs: 60 * minutes, message: 'reservation.tooManyBookings' },
} as const satisfies Record<string, LimitSetting>;

export type LimitSetting = { limit: number; windowMs: number; message: ValidationMessageKey };
export type RequestLimitName = keyof typeof requestLimitDefaults;
export type RequestLimitSettings = Partial<
  Record<RequestLimitName, Partial<Pick<LimitSetting, 'limit' | 'windowMs'>>>
>;

/** A limit and the message a refused caller reads. */
export type RequestLimit = RateLimit & { message: ValidationMessageKey };
export type RequestLimits = Record<RequestLimitName, RequestLimit>;

export function createRequestLimits(
  options: { store?: CounterStore; clock?: () => number; settings?: RequestLimitSettings } = {},
): RequestLimits {
  const { store, clock, settings = {} } = options;
  const entries = Object.entries(requestLimitDefaults).map(([name, defaults]) => {
    const { limit, windowMs } = { ...defaults, ...settings[name as RequestLimitName] };
    const rate = createRateLimit({
      name,
      limit,
      windowMs,
      ...(store ? { store } : {}),
      ...(clock ? { clock } : {}),
    });
    return [name, { ...rate, message: defaults.message }];
  });
  return Object.fromEntries(entries) as RequestLimits;
}

/**
 * Counts the request against its client address: past the limit, a 429 with Retry-After and
 * the limit's message in the caller's language.
 */
export function admitAddress(
  limit: RequestLimit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  return admitKey(limit, request.ip, request, reply);
}

/** The same, counted against any key (an account, say) instead of the client address. */
export async function admitKey(
  limit: RequestLimit,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const verdict = await limit.take(key);
  if (verdict.allowed) return;
  const seconds = Math.max(Math.ceil(verdict.retryAfterMs / 1000), 1);
  // the error handler keeps headers set before it runs
  reply.header('retry-after', String(seconds));
  throw apiError('RATE_LIMITED', limit.message, {
    params: { minutes: Math.ceil(seconds / 60) },
  });
}

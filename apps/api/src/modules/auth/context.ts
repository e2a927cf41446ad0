import type { Language } from '@motorpool/domain/locale-lists';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { signAccessToken } from '../../lib/jwt.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import type { ClientInfo } from '../sessions/ports.ts';
import type { TenantService } from '../tenants/ports.ts';
import type { UserView } from '../users/ports.ts';
import type { CustomerAccounts } from '../customers/ports.ts';

export const accessTokenTtlSeconds = 900;
export const emailTokenTtlMs = 24 * 3_600_000;

export type AuthDeps = {
  database: Database;
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>;
  throttle: LoginThrottle;
  tenants: Pick<TenantService, 'findTenant'>;
  /** where the account's events go (mail subscribes to them) */
  events: EventPublisher;
  /** the customers module's records of customer accounts (customers/ports.ts) */
  customers: CustomerAccounts;
};

/** What a service needs to know about the request it serves. */
export type RequestContext = {
  client: ClientInfo;
  ip: string;
  language: Language;
  requestId: string;
};

export type Tokens = { access_token: string; refresh_token: string; expires_in: number };
export type SignedIn = Tokens & { user: UserView };

export function tokens(
  secret: string,
  claims: { sub: string; tid: string | null; roles: string[]; sid: string },
  refreshToken: string,
): Tokens {
  return {
    access_token: signAccessToken(claims, secret, accessTokenTtlSeconds),
    refresh_token: refreshToken,
    expires_in: accessTokenTtlSeconds,
  };
}

export const invalidCredentials = () =>
  new HttpError(
    401,
    'INVALID_CREDENTIALS',
    'Invalid email or password. Please check your credentials and try again.',
  );
export const accountSuspended = () =>
  new HttpError(
    403,
    'ACCOUNT_SUSPENDED',
    'Your account is suspended or inactive. Please contact support.',
  );
export const noRoles = () =>
  new HttpError(403, 'FORBIDDEN', "You don't have permission to access this application");
export const emailNotVerified = () =>
  new HttpError(
    403,
    'EMAIL_NOT_VERIFIED',
    'Please confirm your e-mail address first: use the link we sent you.',
  );
export const invalidSession = () => new HttpError(401, 'UNAUTHORIZED', 'Invalid session');
export const sessionExpired = () =>
  new HttpError(401, 'UNAUTHORIZED', 'Your session has expired. Please login again.');

import type { Language } from '@motorpool/domain/locale-lists';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { apiError } from '../../lib/http-errors.ts';
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

export const invalidCredentials = () => apiError('INVALID_CREDENTIALS', 'error.invalidCredentials');
export const accountSuspended = () => apiError('ACCOUNT_SUSPENDED', 'error.accountSuspended');
export const noRoles = () => apiError('FORBIDDEN', 'error.noAppAccess');
export const emailNotVerified = () => apiError('EMAIL_NOT_VERIFIED', 'error.emailNotVerified');
export const invalidSession = () => apiError('UNAUTHORIZED', 'http.invalidSession');
export const sessionExpired = () => apiError('UNAUTHORIZED', 'http.sessionExpired');

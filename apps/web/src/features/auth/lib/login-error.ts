import { isApiError } from '../../../shared/api/api-error.ts';

export type LoginErrorKey =
  | 'invalidCredentials'
  | 'network'
  | 'rateLimited'
  | 'locked'
  | 'suspended'
  | 'emailNotVerified'
  | 'forbidden'
  | 'server'
  | 'unknown';

export type LoginError = {
  key: LoginErrorKey;
  serverMessage?: string;
  /** a refusal for too many attempts: how long the server asked to wait */
  retryAfterSeconds?: number;
};

// The login error mapping (docs/product/accounts.md), by status and code: the key of a translated message in
// auth.json (`login.errors.<key>`), or the server's own message when nothing else fits.
export function loginErrorOf(error: unknown): LoginError {
  if (!isApiError(error)) return { key: 'unknown' };
  if (error.code === 'NETWORK_ERROR') return { key: 'network' };
  if (error.status === 401 || error.code === 'INVALID_CREDENTIALS') {
    return { key: 'invalidCredentials' };
  }
  if (error.status === 429 || error.code === 'RATE_LIMITED') {
    return error.retryAfterSeconds === undefined
      ? { key: 'rateLimited' }
      : { key: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error.code === 'ACCOUNT_SUSPENDED') return { key: 'suspended' };
  if (error.code === 'EMAIL_NOT_VERIFIED') return { key: 'emailNotVerified' };
  if (error.code === 'FORBIDDEN') return { key: 'forbidden' };
  if (error.status === 403) return { key: 'locked' };
  if (error.status >= 500) return { key: 'server' };
  return error.message && error.code !== 'INVALID_RESPONSE'
    ? { key: 'unknown', serverMessage: error.message }
    : { key: 'unknown' };
}

import { formatHttpMessage } from '@motorpool/domain/http-messages';
import { ApiError, apiErrorFromBody, retryAfterSecondsOf } from './api-error.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import { readLocal } from '../storage/local-storage.ts';
import { currentLanguage } from '../i18n/current-language.ts';
import { readTokens } from '../auth/auth-tokens.ts';

export const apiBasePath = '/api/v1';

/** A call with no answer after this long fails as 'Request timeout'. */
export const requestTimeoutMs = 30_000;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

// Calls made without a session (sign-in, registration, password reset, the tenant lookup): they
// never carry a bearer token, and their 401 is an answer, not an expired session.
const anonymousPaths = [
  '/auth/login',
  '/auth/register',
  '/auth/refresh',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/providers',
  '/auth/oidc/complete',
  '/public/signup/handoff',
  '/tenants/current',
];

// Server rendering (app/static-shell/tenant-pages.tsx) answers the calls itself.
let transport: typeof fetch = (input, init) => fetch(input, init);
export function answerRequestsWith(answer: typeof fetch): void {
  transport = answer;
}

// Installed by the session store (shared/auth): refresh the tokens once, or end the session.
export type AuthHooks = { refresh: () => Promise<boolean>; expire: () => void };
let authHooks: AuthHooks | null = null;

export function registerAuthHooks(hooks: AuthHooks | null): void {
  authHooks = hooks;
}

function isAnonymousPath(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return anonymousPaths.includes(bare);
}

// The one HTTP client: same origin, base /api/v1, JSON in and out, the tenant id from storage
// in `x-tenant-id`, the current language in `accept-language` (so validation details come back
// translated; an explicit header wins), the session's bearer token, and every failure thrown as
// a typed ApiError. A 401 on an authorized call refreshes the tokens once and retries once;
// if that fails the session ends as expired.
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const anonymous = isAnonymousPath(path);
  try {
    return await send<T>(path, options, anonymous);
  } catch (error) {
    const retry =
      !anonymous &&
      path !== '/auth/logout' &&
      error instanceof ApiError &&
      error.status === 401 &&
      authHooks !== null &&
      readTokens() !== null;
    if (!retry || !authHooks) throw error;
    if (await authHooks.refresh()) {
      try {
        return await send<T>(path, options, anonymous);
      } catch (second) {
        if (second instanceof ApiError && second.status === 401) authHooks.expire();
        throw second;
      }
    }
    authHooks.expire();
    throw error;
  }
}

async function send<T>(path: string, options: RequestOptions, anonymous: boolean): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  const tenantId = readLocal(storageKeys.tenantId);
  if (tenantId) headers['x-tenant-id'] = tenantId;
  const tokens = anonymous ? null : readTokens();
  if (tokens) headers.authorization = `Bearer ${tokens.accessToken}`;
  // A FormData body (file uploads) is sent as multipart with the boundary fetch chooses.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);

  const method = options.method ?? 'GET';
  const request = `${method} ${apiBasePath}${path.split('?')[0] ?? path}`;
  const language = currentLanguage();
  const failure = (code: 'NETWORK_ERROR' | 'REQUEST_TIMEOUT' | 'REQUEST_CANCELLED') =>
    new ApiError({
      status: 0,
      code,
      request,
      message: formatHttpMessage(
        code === 'NETWORK_ERROR'
          ? 'networkError'
          : code === 'REQUEST_TIMEOUT'
            ? 'requestTimeout'
            : 'requestCancelled',
        language,
      ),
    });
  // One signal for the caller's cancel and our timeout, told apart by which one fired.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel);

  let response: Response;
  let body: unknown;
  try {
    response = await transport(`${apiBasePath}${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    body = response.status === 204 ? undefined : await readJson(response);
  } catch {
    throw failure(
      timedOut
        ? 'REQUEST_TIMEOUT'
        : controller.signal.aborted
          ? 'REQUEST_CANCELLED'
          : 'NETWORK_ERROR',
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  if (response.status === 204) return undefined as T;
  if (!response.ok) {
    const retryAfter = retryAfterSecondsOf(response.headers.get('retry-after'));
    throw apiErrorFromBody(response.status, body, request, retryAfter);
  }
  if (body === undefined) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'Expected a JSON response',
    });
  }
  return body as T;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

import { api, registerAuthHooks } from '../api/client.ts';
import { isApiError } from '../api/api-error.ts';
import { readTokens, tokensBelongElsewhere } from './auth-tokens.ts';
import { isVisitToken, jwtExpiry } from './jwt.ts';
import {
  endSession,
  getSessionState,
  reloadSessionFromStorage,
  updateTokens,
  type AuthTokens,
} from './session-store.ts';

// Refresh 300 s before the access token expires; session checks debounced by 100 ms.
export const refreshThresholdSeconds = 300;
export const sessionCheckDebounceMs = 100;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let inflight: Promise<boolean> | null = null;

function isTokens(value: unknown): value is AuthTokens {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).access_token === 'string'
  );
}

export const refreshLockName = 'motorpool.auth.refresh';

// Tabs share the tokens (localStorage), and the server ends the whole session when a rotated
// refresh token comes back: one tab refreshes at a time, under a cross-tab lock (Web Locks).
// Where the browser has none, the single in-tab request below is all there is.
function underRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return run();
  return locks.request(refreshLockName, run);
}

// A sibling tab refreshed while this one waited: its tokens are already stored (and its
// `storage` event has reached this tab's session store), so presenting ours would be a reuse.
function siblingRefreshed(before: string | null | undefined): boolean {
  const stored = readTokens();
  if (!stored?.refreshToken || stored.refreshToken === before) return false;
  const exp = jwtExpiry(stored.accessToken);
  return exp !== null && exp - Date.now() / 1000 >= refreshThresholdSeconds;
}

// POST /auth/refresh once (concurrent callers in this tab share the request), with the token
// read from storage under the lock. A refused refresh token ends the session as expired; a
// network failure keeps it (the next check tries again).
export function refreshSession(): Promise<boolean> {
  const before = readTokens()?.refreshToken;
  inflight ??= underRefreshLock(async () => {
    if (siblingRefreshed(before)) {
      const stored = readTokens()!;
      updateTokens({ access_token: stored.accessToken, refresh_token: stored.refreshToken! });
      scheduleRefresh(stored.accessToken);
      return true;
    }
    const refreshToken = readTokens()?.refreshToken;
    if (!refreshToken) {
      endSession({ expired: true });
      return false;
    }
    try {
      const body = await api.post<unknown>('/auth/refresh', { refreshToken });
      if (!isTokens(body)) throw new Error('Malformed refresh response');
      updateTokens(body);
      scheduleRefresh(body.access_token);
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'NETWORK_ERROR') return false;
      endSession({ expired: true });
      return false;
    }
  }).finally(() => {
    inflight = null;
  });
  return inflight;
}

function clearRefreshTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function scheduleRefresh(accessToken: string, now = Date.now()): void {
  clearRefreshTimer();
  const exp = jwtExpiry(accessToken);
  if (exp === null) return;
  const delay = exp * 1000 - refreshThresholdSeconds * 1000 - now;
  refreshTimer = setTimeout(() => void refreshSession(), Math.max(delay, 0));
}

// The session check (see docs/product/accounts.md): no refresh token, an unreadable token or one without `exp`
// ends the session as expired; under 300 s left (or expired) refreshes now; otherwise a refresh
// is scheduled 300 s before expiry. Tokens issued for another tenant are dropped silently.
export async function checkSession(now = Date.now()): Promise<void> {
  if (tokensBelongElsewhere()) reloadSessionFromStorage();
  const tokens = readTokens();
  if (!tokens) {
    clearRefreshTimer();
    if (getSessionState().user) endSession();
    return;
  }
  const exp = jwtExpiry(tokens.accessToken);
  // A support visit has no refresh token: it lasts until its token expires, then ends.
  if (!tokens.refreshToken && exp !== null && isVisitToken(tokens.accessToken)) {
    clearRefreshTimer();
    refreshTimer = setTimeout(() => endSession({ expired: true }), Math.max(exp * 1000 - now, 0));
    return;
  }
  if (!tokens.refreshToken || exp === null) {
    clearRefreshTimer();
    endSession({ expired: true });
    return;
  }
  if (exp - now / 1000 < refreshThresholdSeconds) {
    await refreshSession();
    return;
  }
  scheduleRefresh(tokens.accessToken, now);
}

export function scheduleSessionCheck(): void {
  if (checkTimer !== undefined) clearTimeout(checkTimer);
  checkTimer = setTimeout(() => {
    checkTimer = undefined;
    void checkSession();
  }, sessionCheckDebounceMs);
}

export function stopSessionTimers(): void {
  clearRefreshTimer();
  if (checkTimer !== undefined) clearTimeout(checkTimer);
  checkTimer = undefined;
}

registerAuthHooks({ refresh: refreshSession, expire: () => endSession({ expired: true }) });

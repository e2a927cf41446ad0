import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { demoTenant, demoUser, fakeJwt, jsonResponse } from '../../testing/auth-fixtures.ts';
import {
  endSession,
  getSessionState,
  reloadSessionFromStorage,
  startSession,
} from './session-store.ts';
import { checkSession, refreshSession, stopSessionTimers } from './session-timers.ts';

const fetchMock = vi.fn<typeof fetch>();
const now = new Date('2030-01-01T10:00:00Z').getTime();
const nowSeconds = now / 1000;

function storeSession(accessToken: string, refreshToken: string | null, tenantId = demoTenant.id) {
  localStorage.setItem('motorpool.tenantId', tenantId);
  localStorage.setItem('motorpool.authToken', accessToken);
  localStorage.setItem('motorpool.authTenantId', tenantId);
  if (refreshToken) localStorage.setItem('motorpool.refreshToken', refreshToken);
  localStorage.setItem('motorpool.user', JSON.stringify(demoUser(['admin'])));
  reloadSessionFromStorage();
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === `/api/v1${path}`);
}

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  stopSessionTimers();
  endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session check', () => {
  it('schedules the refresh 300 s before the access token expires', async () => {
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 900 }), 'refresh-1');
    const renewed = fakeJwt({ sub: 'u1', exp: nowSeconds + 1800 });
    fetchMock.mockResolvedValue(
      jsonResponse(200, { access_token: renewed, refresh_token: 'refresh-2', expires_in: 900 }),
    );

    await checkSession();
    expect(callsTo('/auth/refresh')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(599_000);
    expect(callsTo('/auth/refresh')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    const [, init] = callsTo('/auth/refresh')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('motorpool.authToken')).toBe(renewed);
    expect(localStorage.getItem('motorpool.refreshToken')).toBe('refresh-2');
    expect(getSessionState().accessToken).toBe(renewed);
  });

  it('refreshes at once when under 300 s are left', async () => {
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 120 }), 'refresh-1');
    fetchMock.mockResolvedValue(
      jsonResponse(200, { access_token: fakeJwt({ exp: nowSeconds + 900 }), expires_in: 900 }),
    );
    await checkSession();
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    expect(getSessionState().expired).toBeNull();
  });

  it('an expired token without a refresh token clears the session and flags it expired', async () => {
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds - 60 }), null);
    expect(getSessionState().user?.email).toBe('admin@demo.test');

    await checkSession();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSessionState().user).toBeNull();
    expect(getSessionState().expired).toEqual({ loginPath: '/admin/auth/login' });
    expect(localStorage.getItem('motorpool.authToken')).toBeNull();
    expect(localStorage.getItem('motorpool.user')).toBeNull();
  });

  it('a token without exp ends the session as expired', async () => {
    storeSession(fakeJwt({ sub: 'u1' }), 'refresh-1');
    await checkSession();
    expect(getSessionState().expired).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps a support visit's token, which has no refresh token, until it expires", async () => {
    const visit = { id: 'v1', platformUserId: 'p1' };
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 1800, impersonation: visit }), null);
    await checkSession();
    expect(getSessionState().accessToken).not.toBeNull();
    expect(getSessionState().expired).toBeNull();
    vi.advanceTimersByTime(1800 * 1000);
    expect(getSessionState().accessToken).toBeNull();
    expect(getSessionState().expired).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused refresh token ends the session as expired', async () => {
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds - 1 }), 'stale');
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Session expired' }),
    );
    await checkSession();
    expect(getSessionState().expired).not.toBeNull();
    expect(localStorage.getItem('motorpool.refreshToken')).toBeNull();
  });
});

describe('api client and the session', () => {
  it('sends the bearer token, and never the tokens of another tenant', async () => {
    const token = fakeJwt({ sub: 'u1', exp: nowSeconds + 900 });
    storeSession(token, 'refresh-1');
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));

    await api.get('/users');
    let headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${token}`);

    localStorage.setItem('motorpool.tenantId', 'another-tenant');
    await api.get('/users');
    headers = fetchMock.mock.calls[1]![1]?.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
  });

  it('on a 401 refreshes once and retries the call with the new token', async () => {
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 900 }), 'refresh-1');
    const renewed = fakeJwt({ sub: 'u1', exp: nowSeconds + 1800 });
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Expired' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { access_token: renewed, refresh_token: 'r2' }))
      .mockResolvedValueOnce(jsonResponse(200, { items: [] }));

    await expect(api.get('/users')).resolves.toEqual({ items: [] });
    const retry = fetchMock.mock.calls[2]![1]?.headers as Record<string, string>;
    expect(retry.authorization).toBe(`Bearer ${renewed}`);
  });

  it('startSession gives a one-role user that role and remembers its layout', () => {
    localStorage.setItem('motorpool.tenantId', demoTenant.id);
    startSession({
      user: demoUser(['customer']),
      access_token: fakeJwt({ exp: nowSeconds + 900 }),
      refresh_token: 'r1',
    });
    expect(getSessionState().activeRole).toBe('customer');
    expect(localStorage.getItem('motorpool.activeRole')).toBe('customer');
    expect(localStorage.getItem('motorpool.layout')).toBe('customer');
    expect(localStorage.getItem('motorpool.authTenantId')).toBe(demoTenant.id);
  });

  it('refreshes under the cross-tab lock motorpool.auth.refresh', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, run: () => Promise<unknown>) => {
          names.push(name);
          return run();
        },
      },
    });
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 120 }), 'refresh-1');
    fetchMock.mockResolvedValue(
      jsonResponse(200, { access_token: fakeJwt({ exp: nowSeconds + 900 }), refresh_token: 'r2' }),
    );
    await checkSession();
    expect(names).toEqual(['motorpool.auth.refresh']);
    expect(callsTo('/auth/refresh')).toHaveLength(1);
  });

  it('takes the tokens a sibling tab stored while this one waited for the lock', async () => {
    const sibling = fakeJwt({ sub: 'u1', exp: nowSeconds + 900 });
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (_name: string, run: () => Promise<unknown>) => {
          localStorage.setItem('motorpool.authToken', sibling);
          localStorage.setItem('motorpool.refreshToken', 'refresh-from-sibling');
          return run();
        },
      },
    });
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 120 }), 'refresh-1');
    await checkSession();
    expect(callsTo('/auth/refresh')).toHaveLength(0);
    expect(getSessionState().accessToken).toBe(sibling);
    expect(getSessionState().refreshToken).toBe('refresh-from-sibling');
  });

  it('two concurrent refreshes in one tab without Web Locks call the server once', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 120 }), 'refresh-1');
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = refreshSession();
    const second = refreshSession();
    answer(
      jsonResponse(200, { access_token: fakeJwt({ exp: nowSeconds + 900 }), refresh_token: 'r2' }),
    );
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    expect(getSessionState().refreshToken).toBe('r2');
  });

  it('after the lock, presents the token a sibling tab stored, never the rotated one', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (_name: string, run: () => Promise<unknown>) => {
          // the sibling rotated, and its new access token is itself close to expiry
          localStorage.setItem('motorpool.authToken', fakeJwt({ sub: 'u1', exp: nowSeconds + 60 }));
          localStorage.setItem('motorpool.refreshToken', 'refresh-from-sibling');
          return run();
        },
      },
    });
    storeSession(fakeJwt({ sub: 'u1', exp: nowSeconds + 120 }), 'refresh-1');
    fetchMock.mockResolvedValue(
      jsonResponse(200, { access_token: fakeJwt({ exp: nowSeconds + 900 }), refresh_token: 'r3' }),
    );
    await checkSession();
    const sent = callsTo('/auth/refresh').map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([{ refreshToken: 'refresh-from-sibling' }]);
  });
});

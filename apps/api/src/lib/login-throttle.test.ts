import { describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  createMemoryThrottleStore,
  delayAfter,
  LoginDelayed,
  type LoginThrottleOptions,
} from './login-throttle.ts';

const who = (email: string, ip = '10.0.0.1', tenantId: string | null = 't1') => ({
  tenantId,
  email,
  ip,
});
const wrongPassword = new Error('wrong password');
const isFailure = (error: unknown) => error === wrongPassword;

function setup(options: LoginThrottleOptions = {}) {
  let now = 1_000_000;
  const throttle = createLoginThrottle({ clock: () => now, ...options });
  const runs = { count: 0 };
  const attempt = (w: ReturnType<typeof who>, succeeds: boolean) =>
    throttle.attempt(
      w,
      async () => {
        runs.count += 1;
        if (!succeeds) throw wrongPassword;
        return 'signed in';
      },
      isFailure,
    );
  // 'failed', 'signed in' or the seconds to wait
  const outcome = (w: ReturnType<typeof who>, succeeds: boolean) =>
    attempt(w, succeeds).then(
      (value) => value,
      (error: unknown) => {
        if (error instanceof LoginDelayed) return error.retryAfterSeconds;
        if (error === wrongPassword) return 'failed';
        throw error;
      },
    );
  return { throttle, attempt, outcome, runs, advance: (ms: number) => (now += ms) };
}

describe('login throttle', () => {
  it('doubles the wait after each failure past the free ones, up to 15 minutes', () => {
    expect([5, 6, 7, 8, 15, 16, 40].map((n) => delayAfter(n, 5, 1_000, 900_000))).toEqual([
      0, 1_000, 2_000, 4_000, 512_000, 900_000, 900_000,
    ]);
  });

  it('lets 5 failures per account through, then makes each next attempt wait 1 s, 2 s, 4 s', async () => {
    const { outcome, advance } = setup();
    // a new address each time: only the account's count is at work here
    let ip = 0;
    const next = (succeeds = false) => outcome(who('a@x.test', `10.0.1.${(ip += 1)}`), succeeds);
    for (let i = 0; i < 6; i += 1) expect(await next()).toBe('failed');
    expect(await next()).toBe(1);
    advance(1_000);
    expect(await next()).toBe('failed');
    expect(await next()).toBe(2);
    advance(1_999);
    expect(await next()).toBe(1);
    advance(1);
    expect(await next()).toBe('failed');
    expect(await next()).toBe(4);
  });

  it('refuses an attempt during the wait even with the right password, and checks nothing', async () => {
    const { outcome, runs, advance } = setup();
    for (let i = 0; i < 6; i += 1) await outcome(who('a@x.test'), false);
    const checked = runs.count;
    expect(await outcome(who('a@x.test'), true)).toBe(1);
    expect(runs.count).toBe(checked);
    // after the wait the right password signs in and the account starts afresh
    advance(1_000);
    expect(await outcome(who('a@x.test'), true)).toBe('signed in');
    for (let i = 0; i < 5; i += 1) expect(await outcome(who('a@x.test'), false)).toBe('failed');
  });

  it('counts only failures: any number of sign-ins from one address never waits', async () => {
    const { outcome } = setup();
    for (let i = 0; i < 100; i += 1) {
      expect(await outcome(who(`u${i % 3}@x.test`, '192.0.2.7'), true)).toBe('signed in');
    }
  });

  it('treats an unknown e-mail like any account: keyed by tenant and normalised e-mail', async () => {
    const { outcome } = setup({ accountFreeFailures: 1 });
    expect(await outcome(who('Ghost@X.test', '10.0.0.1'), false)).toBe('failed');
    expect(await outcome(who('ghost@x.test ', '10.0.0.2'), false)).toBe('failed');
    expect(await outcome(who(' GHOST@x.TEST', '10.0.0.3'), false)).toBe(1);
    // the same e-mail at another company, or on the platform, is another account
    expect(await outcome(who('ghost@x.test', '10.0.0.4', 't2'), false)).toBe('failed');
    expect(await outcome(who('ghost@x.test', '10.0.0.5', null), false)).toBe('failed');
  });

  it('makes one address wait after 20 failures across accounts, other addresses not', async () => {
    const { outcome } = setup();
    for (let i = 0; i < 20; i += 1) {
      expect(await outcome(who(`spray${i}@x.test`, '192.0.2.8'), false)).toBe('failed');
    }
    expect(await outcome(who('spray20@x.test', '192.0.2.8'), false)).toBe('failed');
    expect(await outcome(who('spray21@x.test', '192.0.2.8'), true)).toBe(1);
    expect(await outcome(who('spray21@x.test', '192.0.2.9'), true)).toBe('signed in');
  });

  it("keeps an address's failures when one of its users signs in", async () => {
    const { outcome, advance } = setup({ addressFreeFailures: 2 });
    for (let i = 0; i < 3; i += 1) await outcome(who(`x${i}@x.test`, '192.0.2.10'), false);
    advance(1_000);
    expect(await outcome(who('own@x.test', '192.0.2.10'), true)).toBe('signed in');
    await outcome(who('x9@x.test', '192.0.2.10'), false);
    expect(await outcome(who('x10@x.test', '192.0.2.10'), false)).toBe(2);
  });

  it('holds parallel guesses past the free failures until the pending ones are decided', async () => {
    const { outcome, runs } = setup({ accountFreeFailures: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => outcome(who('a@x.test', `10.0.2.${i}`), false)),
    );
    expect(runs.count).toBe(3);
    expect(results.filter((r) => r === 'failed')).toHaveLength(3);
    expect(results.filter((r) => r === 1)).toHaveLength(7);
  });

  it('passes other errors through without counting them', async () => {
    const { throttle, outcome } = setup({ accountFreeFailures: 0 });
    const suspended = new Error('suspended');
    for (let i = 0; i < 3; i += 1) {
      await expect(
        throttle.attempt(who('a@x.test'), () => Promise.reject(suspended), isFailure),
      ).rejects.toBe(suspended);
    }
    expect(await outcome(who('a@x.test'), true)).toBe('signed in');
  });
});

describe('memory throttle store', () => {
  it('forgets a count its time to live after the latest failure', async () => {
    let now = 0;
    const store = createMemoryThrottleStore({ clock: () => now });
    await store.increment('k', 0, 100);
    expect(await store.increment('k', 50, 100)).toEqual({ failures: 2, lastFailureAt: 50 });
    now = 149;
    expect(await store.get('k')).toEqual({ failures: 2, lastFailureAt: 50 });
    now = 150;
    expect(await store.get('k')).toBeNull();
    await store.increment('k', 150, 100);
    await store.reset('k');
    expect(await store.get('k')).toBeNull();
  });

  it('keeps at most maxKeys counts, dropping the most idle first', async () => {
    const store = createMemoryThrottleStore({ clock: () => 0, maxKeys: 2 });
    await store.increment('a', 0, 1_000);
    await store.increment('b', 0, 1_000);
    await store.increment('a', 0, 1_000);
    await store.increment('c', 0, 1_000);
    expect(await store.get('b')).toBeNull();
    expect(await store.get('a')).toEqual({ failures: 2, lastFailureAt: 0 });
    expect(await store.get('c')).toEqual({ failures: 1, lastFailureAt: 0 });
  });
});

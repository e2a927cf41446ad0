import { describe, expect, it } from 'vitest';
import { createLoginThrottle, createMemoryThrottleStore } from './login-throttle.ts';

const who = (email: string, ip = '10.0.0.1') => ({ tenantId: 't1', email, ip });

describe('login throttle', () => {
  it('allows 10 attempts per account in 15 minutes and refuses the 11th', async () => {
    const throttle = createLoginThrottle();
    const now = 1_000_000;
    for (let i = 0; i < 10; i += 1) {
      expect(await throttle.attempt(who('a@x.test', `10.0.0.${i}`), now + i)).toBe(true);
    }
    expect(await throttle.attempt(who('A@X.test', '10.0.1.1'), now + 11)).toBe(false);
    // the window slides: 15 minutes after the first attempts they count no more
    expect(await throttle.attempt(who('a@x.test', '10.0.2.1'), now + 15 * 60_000 + 20)).toBe(true);
  });

  it('keeps accounts of different tenants apart', async () => {
    const throttle = createLoginThrottle({ accountLimit: 1 });
    expect(await throttle.attempt({ tenantId: 't1', email: 'a@x.test', ip: '1' })).toBe(true);
    expect(await throttle.attempt({ tenantId: 't2', email: 'a@x.test', ip: '2' })).toBe(true);
    expect(await throttle.attempt({ tenantId: null, email: 'a@x.test', ip: '3' })).toBe(true);
    expect(await throttle.attempt({ tenantId: 't1', email: 'a@x.test', ip: '4' })).toBe(false);
  });

  it('allows 30 attempts per address whatever the accounts', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 30; i += 1) {
      expect(await throttle.attempt(who(`u${i}@x.test`, '192.0.2.7'))).toBe(true);
    }
    expect(await throttle.attempt(who('another@x.test', '192.0.2.7'))).toBe(false);
    expect(await throttle.attempt(who('another@x.test', '192.0.2.8'))).toBe(true);
  });

  it('counts only failures: a success forgets the account and frees its address slot', async () => {
    const throttle = createLoginThrottle({ accountLimit: 2, addressLimit: 2 });
    for (let i = 0; i < 5; i += 1) {
      expect(await throttle.attempt(who('a@x.test', '192.0.2.9'))).toBe(true);
      await throttle.succeeded(who('a@x.test', '192.0.2.9'));
    }
    expect(await throttle.attempt(who('a@x.test', '192.0.2.9'))).toBe(true);
    expect(await throttle.attempt(who('a@x.test', '192.0.2.9'))).toBe(true);
    expect(await throttle.attempt(who('a@x.test', '192.0.2.9'))).toBe(false);
  });

  it('sweeps idle keys once the map is full', async () => {
    const store = createMemoryThrottleStore(2);
    await store.hit('a', 0, 10);
    await store.hit('b', 0, 10);
    await store.hit('c', 100, 10);
    // a and b were idle and swept; a starts afresh
    expect(await store.hit('a', 101, 10)).toBe(1);
    await store.reset('a');
    expect(await store.hit('a', 102, 10)).toBe(1);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottleDefaults } from '../lib/login-throttle.ts';
import { requestLimitDefaults } from '../lib/request-limits.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createTestRedis, type TestRedis } from './redis.ts';

// Two instances of the API on one database and one Redis, as behind a load balancer.
let redis: TestRedis;
let a: TestApp;
let b: TestApp;
// the throttle's clock stands still, so a wait never runs out between two requests
const now = Date.parse('2030-01-01T00:00:00Z');
beforeAll(async () => {
  redis = await createTestRedis();
  const shared = { url: redis.url, keyPrefix: redis.keyPrefix };
  a = await createTestApp({ redis: shared, clock: () => now });
  b = await createTestApp({ redis: shared, clock: () => now, database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.dispose();
});

const login = (t: TestApp, email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers: { 'x-tenant-id': 'demo' },
    payload: { email, password: 'Wrong#Pass1' },
  });

const contact = (t: TestApp, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/contact-requests',
    remoteAddress: ip,
    headers,
    payload: {
      name: 'Sara Al-Qahtani',
      email: 'sara@desertcars.sa',
      company: 'Desert Cars',
      phone: '+966 50 123 4567',
      fleetSize: '51-100',
      message: 'Two instances, one limit.',
    },
  });

const storedContacts = async () =>
  (await a.database.run<{ n: number }>('SELECT count(*)::int AS n FROM contact_requests'))[0]!.n;

describe('two instances sharing Redis', () => {
  it('makes the second instance refuse an account whose failures were on the first', async () => {
    const email = 'shared-guess@test.example';
    for (let i = 0; i <= loginThrottleDefaults.accountFreeFailures; i += 1) {
      expect((await login(a, email, '198.51.100.10')).statusCode).toBe(401);
    }
    // another address on the other instance: only the account's count can refuse it
    const refused = await login(b, email, '198.51.100.11');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please wait before trying again.',
    });
    expect((await login(b, 'someone-else@test.example', '198.51.100.11')).statusCode).toBe(401);
    expect(await redis.keys()).toContain(
      `${redis.keyPrefix}throttle:account:${await tenantId(a.database, 'demo')}:${email}`,
    );
  });

  it('counts a public form from one address on both instances against one limit', async () => {
    const ip = '198.51.100.20';
    const limit = requestLimitDefaults.contact.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await contact(i % 2 === 0 ? a : b, ip)).statusCode).toBe(201);
    }
    const before = await storedContacts();
    for (const t of [a, b]) {
      const refused = await contact(t, ip, { 'accept-language': 'ar' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await storedContacts()).toBe(before);
    expect(await redis.keys()).toContain(`${redis.keyPrefix}rate:contact:${ip}`);
  });
});

describe('a limit counted in Redis', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({
      redis: { url: redis.url, keyPrefix: redis.keyPrefix },
      limits: { newsletter: { limit: 1, windowMs: 500 } },
      database: a.database,
    });
  });
  afterAll(async () => short?.close());

  it('admits the address again once its window has expired', async () => {
    const subscribe = (n: number) =>
      short.app.inject({
        method: 'POST',
        url: '/api/v1/public/newsletter-subscriptions',
        remoteAddress: '198.51.100.30',
        payload: { email: `window-${n}@example.com` },
      });
    expect((await subscribe(1)).statusCode).toBe(201);
    const refused = await subscribe(2);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    await sleep(700);
    expect((await subscribe(3)).statusCode).toBe(201);
  });
});

describe('when Redis does not answer', () => {
  let cut: TestApp;
  beforeAll(async () => {
    // nothing listens on port 1: every command fails at once
    cut = await createTestApp({
      redis: { url: 'redis://127.0.0.1:1', keyPrefix: redis.keyPrefix },
      clock: () => now,
      database: a.database,
    });
  });
  afterAll(async () => cut?.close());

  it('fails open to counting in the instance: forms go through, and are still limited', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < requestLimitDefaults.contact.limit; i += 1) {
      expect((await contact(cut, ip)).statusCode).toBe(201);
    }
    expect((await contact(cut, ip)).statusCode).toBe(429);
  });

  it('still signs in, and still throttles guesses, without Redis', async () => {
    const email = 'no-redis-guess@test.example';
    for (let i = 0; i <= loginThrottleDefaults.accountFreeFailures; i += 1) {
      expect((await login(cut, email, '198.51.100.41')).statusCode).toBe(401);
    }
    expect((await login(cut, email, '198.51.100.41')).statusCode).toBe(429);
  });
});

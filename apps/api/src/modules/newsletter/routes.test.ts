import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { requestLimitDefaults } from '../../lib/request-limits.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const subscribe = (body: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/newsletter-subscriptions',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rowsFor = async (email: string) =>
  t.database.db
    .select({ email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);

describe('POST /api/v1/public/newsletter-subscriptions', () => {
  it('subscribes a new address with 201, and again (any case) with 200 and no second row', async () => {
    const email = `reader-${Date.now()}@example.com`;
    const first = await subscribe({ email, language: 'ar' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true });
    const again = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await rowsFor(email)).toEqual([{ email, locale: 'ar' }]);
  });

  it('takes the language from Accept-Language when the body has none', async () => {
    const email = `arabic-${Date.now()}@example.com`;
    expect((await subscribe({ email }, { 'accept-language': 'ar-SA' })).statusCode).toBe(201);
    expect((await rowsFor(email))[0]?.locale).toBe('ar');
  });

  it.each([
    ['an invalid e-mail', { email: 'reader@' }],
    ['a missing e-mail', {}],
    ['an unknown language', { email: 'x@example.com', language: 'fr' }],
    ['an unknown field', { email: 'x@example.com', admin: true }],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await subscribe(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it("explains a bad address in the caller's language", async () => {
    const en = await subscribe({ email: 'nope' });
    expect(en.json().details).toEqual([
      { path: 'body.email', message: 'Please enter a valid email address' },
    ]);
    const ar = await subscribe({ email: 'nope' }, { 'accept-language': 'ar' });
    expect(ar.json().details[0].message).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses malformed JSON with 400 and a body that is not JSON with 415', async () => {
    expect((await subscribe('{"email":')).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/newsletter-subscriptions',
      headers: { 'content-type': 'text/plain' },
      payload: 'x@example.com',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('the newsletter limit per client address', () => {
  const from = (ip: string, email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/public/newsletter-subscriptions',
      remoteAddress: ip,
      headers,
      payload: { email },
    });
  const stored = async () =>
    (
      await t.database.run<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscriptions')
    )[0]!.n;

  it('answers 429 with Retry-After past 10 subscriptions from one address, in Arabic too, storing nothing more', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < requestLimitDefaults.newsletter.limit; i += 1) {
      expect((await from(ip, `flood-${i}@example.com`)).statusCode).toBe(201);
    }
    const before = await stored();
    const refused = await from(ip, 'flood-x@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many forms have been sent from this address. Please try again in 60 min.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const ar = await from(ip, 'flood-x@example.com', { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(429);
    expect(ar.headers['retry-after']).toMatch(/^\d+$/);
    expect(ar.json().message).toMatch(/[\u0600-\u06ff]/);
    expect(await stored()).toBe(before);
    expect(await rowsFor('flood-x@example.com')).toEqual([]);
    expect((await from('203.0.113.51', 'flood-x@example.com')).statusCode).toBe(201);
  });
});

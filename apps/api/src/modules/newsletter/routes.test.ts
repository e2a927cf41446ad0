import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimitDefaults } from '../../lib/request-limits.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const valid = {
  name: 'Sara Al-Qahtani',
  email: 'sara@desertcars.sa',
  company: 'Desert Cars',
  phone: '+966 50 123 4567',
  fleetSize: '51-100',
  message: 'We run three branches and want to move off spreadsheets.',
};

const count = async () =>
  (await t.database.run<{ n: number }>('SELECT count(*)::int AS n FROM contact_requests'))[0]!.n;

const send = (body: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/contact-requests',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/v1/public/contact-requests', () => {
  it('stores a valid request and answers 201 with its id', async () => {
    const before = await count();
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(String), receivedAt: expect.any(String) });
    expect(await count()).toBe(before + 1);
  });

  it.each([
    ['malformed JSON', '{"name": "Sara",', 400, 'BAD_REQUEST'],
    ['a wrong type', { ...valid, fleetSize: 51 }, 400, 'VALIDATION_ERROR'],
    ['an unknown field', { ...valid, isAdmin: true }, 400, 'VALIDATION_ERROR'],
    ['a missing required field', { ...valid, company: undefined }, 400, 'VALIDATION_ERROR'],
    ['an invalid email', { ...valid, email: 'sara@' }, 400, 'VALIDATION_ERROR'],
    ['a huge body', { ...valid, message: 'x'.repeat(1_100_000) }, 413, 'PAYLOAD_TOO_LARGE'],
  ])('refuses %s with a clear 4xx and stores nothing', async (_what, body, status, code) => {
    const before = await count();
    const res = await send(body as object);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await count()).toBe(before);
  });

  it('names each invalid field in English by default', async () => {
    const res = await send({ ...valid, email: 'nope', company: '' });
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Please enter a valid email address' },
        { path: 'body.company', message: 'This field is required' },
      ]),
    );
  });

  it('names each invalid field in Arabic for an Arabic caller', async () => {
    const res = await send({ ...valid, company: '' }, { 'accept-language': 'ar-SA,ar;q=0.9' });
    const detail = res.json().details.find((d: { path: string }) => d.path === 'body.company');
    expect(detail.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/contact-requests',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/v1/public/demo-requests', () => {
  const demo = {
    name: 'Omar Haddad',
    email: 'omar@fleetco.ae',
    company: 'FleetCo',
    phone: '+971 4 555 0101',
    fleetSize: '100+',
    preferredDate: 'tomorrow',
    preferredTime: 'morning',
    agreeToTerms: true,
  };

  it('stores a demo request with optional notes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/demo-requests',
      payload: { ...demo, requirements: 'Arabic invoices' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a request that does not agree to the terms with its message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/demo-requests',
      payload: { ...demo, agreeToTerms: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.agreeToTerms',
      message: 'You must agree to the terms',
    });
  });
});

describe('the public forms limit per client address', () => {
  const demo = {
    name: 'Omar Haddad',
    email: 'omar@fleetco.ae',
    company: 'FleetCo',
    phone: '+971 4 555 0101',
    fleetSize: '100+',
    preferredDate: 'tomorrow',
    preferredTime: 'morning',
    agreeToTerms: true,
  };
  const post = (url: string, body: object, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers, payload: body });

  it.each([
    ['contact requests', '/api/v1/public/contact-requests', valid, '203.0.113.1'],
    ['demo requests', '/api/v1/public/demo-requests', demo, '203.0.113.2'],
  ])(
    'answers 429 with Retry-After past 5 %s from one address, in Arabic too, storing nothing more',
    async (_what, url, body, ip) => {
      for (let i = 0; i < requestLimitDefaults.contact.limit; i += 1) {
        expect((await post(url, body, ip)).statusCode).toBe(201);
      }
      const before = await count();
      const refused = await post(url, body, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many forms have been sent from this address. Please try again in 60 min.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const ar = await post(url, body, ip, { 'accept-language': 'ar-SA,ar;q=0.9' });
      expect(ar.statusCode).toBe(429);
      expect(ar.headers['retry-after']).toMatch(/^\d+$/);
      expect(ar.json().message).toBe(
        'أُرسل عدد كبير جدًا من النماذج من هذا العنوان. يرجى المحاولة مرة أخرى بعد 60 دقيقة.',
      );
      expect(await count()).toBe(before);
      // another address is not held back
      expect((await post(url, body, `${ip}0`)).statusCode).toBe(201);
    },
  );

  it('counts contact and demo requests apart', async () => {
    const ip = '203.0.113.3';
    for (let i = 0; i < requestLimitDefaults.contact.limit; i += 1) {
      expect((await post('/api/v1/public/contact-requests', valid, ip)).statusCode).toBe(201);
    }
    expect((await post('/api/v1/public/contact-requests', valid, ip)).statusCode).toBe(429);
    expect((await post('/api/v1/public/demo-requests', demo, ip)).statusCode).toBe(201);
  });
});

import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema/index.ts';
import { apiError } from '../lib/http-errors.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestUser } from '../test/identity.ts';
import { errorsPlugin } from './errors.ts';

let t: TestApp;
let bare: FastifyInstance;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.subdomain, 'demo'));
  token = (await createTestUser(t.database, demo!.id)).token;
  bare = Fastify({ logger: false });
  await bare.register(errorsPlugin);
  bare.get('/forbidden', async () => {
    throw apiError('FORBIDDEN', 'http.forbidden');
  });
  bare.get('/missing', async () => {
    throw apiError('NOT_FOUND', 'http.notFound');
  });
  bare.get('/broken', async () => {
    throw new Error('database password is hunter2');
  });
  bare.get('/expired', async () => {
    throw apiError('UNAUTHORIZED', 'http.sessionExpired');
  });
  await bare.ready();
});
afterAll(async () => {
  await bare.close();
  await t.close();
});

const inArabic = { 'accept-language': 'ar', 'x-tenant-id': 'demo' };
const inEnglish = { 'accept-language': 'en', 'x-tenant-id': 'demo' };

describe('generic error messages follow Accept-Language', () => {
  it.each([
    [
      'an unknown API route (404)',
      'GET',
      '/api/v1/nope',
      404,
      'Resource not found',
      'المورد غير موجود',
    ],
    [
      'a call without a token (401)',
      'GET',
      '/api/v1/users',
      401,
      'Unauthorized access',
      'وصول غير مصرح به',
    ],
  ] as const)('answers %s in Arabic or English', async (_what, method, url, status, en, ar) => {
    const arabic = await t.app.inject({ method, url, headers: inArabic });
    expect(arabic.statusCode).toBe(status);
    expect(arabic.json().message).toBe(ar);
    const english = await t.app.inject({ method, url, headers: inEnglish });
    expect(english.json().message).toBe(en);
  });

  it('summarises a validation failure in Arabic, its field messages too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search?q=',
      headers: { ...inArabic, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'يرجى تصحيح الأخطاء المميزة أدناه.',
    });
    expect(res.json().details[0].message).toMatch(/[\u0600-\u06ff]/);
  });

  it.each([
    ['403', '/forbidden', 403, 'الوصول ممنوع'],
    ['404', '/missing', 404, 'المورد غير موجود'],
    ['500, hiding the cause', '/broken', 500, 'حدث خطأ في الخادم'],
    ['an expired session', '/expired', 401, 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.'],
  ])('translates the generic %s message thrown in English', async (_what, url, status, ar) => {
    const res = await bare.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(ar);
  });

  it('keeps English for a caller without Accept-Language', async () => {
    expect((await bare.inject({ method: 'GET', url: '/broken' })).json().message).toBe(
      'Server error occurred',
    );
  });
});

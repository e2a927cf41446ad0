import { createHash } from 'node:crypto';
import {
  currentPrivacyVersion,
  currentTermsVersion,
  termsTextHash,
  termsTextHashes,
} from '@motorpool/domain/legal-versions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords, termsAcceptances, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createPlatformAdmin, createTestUser, type TestUser } from '../../test/identity.ts';
import { call, nextIp, tenantId } from '../auth/test-support.ts';

let t: TestApp;
let demo: string;
let customer: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  customer = await createTestUser(t.database, demo, { roles: ['customer'] });
  other = await createTestUser(t.database, demo, { roles: ['staff'] });
});
afterAll(async () => t.close());

const choice = (overrides: object = {}) => ({
  essential: true,
  analytics: true,
  marketing: false,
  personalization: true,
  policyVersion: currentPrivacyVersion,
  ...overrides,
});
const english = termsTextHashes[currentTermsVersion]!.en;
const arabic = termsTextHashes[currentTermsVersion]!.ar;

const as = (user: { token: string }, tenant: string | null = 'demo', language = 'en') => ({
  tenant,
  token: user.token,
  headers: { 'accept-language': language },
});
const put = (user: { token: string }, body: object, tenant: string | null = 'demo', lng = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/consent',
    remoteAddress: nextIp(),
    headers: {
      ...(tenant ? { 'x-tenant-id': tenant } : {}),
      authorization: `Bearer ${user.token}`,
      'accept-language': lng,
    },
    payload: body,
  });
const accept = (user: { token: string }, body: object, lng = 'en') =>
  call(t, 'POST', '/me/terms-acceptance', { ...as(user, 'demo', lng), body });

describe('consent', () => {
  it('has no choice at first and asks; each save adds a row and the latest is answered', async () => {
    const first = await call(t, 'GET', '/me/consent', as(customer));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      consent: null,
      currentPolicyVersion: currentPrivacyVersion,
      askAgain: true,
    });
    expect((await put(customer, choice())).statusCode).toBe(200);
    const saved = await put(customer, choice({ analytics: false, marketing: true }));
    expect(saved.json()).toMatchObject({
      consent: { essential: true, analytics: false, marketing: true, personalization: true },
      askAgain: false,
    });
    const read = await call(t, 'GET', '/me/consent', as(customer));
    expect(read.json().consent).toMatchObject({
      analytics: false,
      marketing: true,
      policyVersion: currentPrivacyVersion,
      decidedAt: expect.stringMatching(/Z$/),
    });
    const history = await t.database.withTenant(demo, (tx) =>
      tx.select().from(consentRecords).where(eq(consentRecords.userId, customer.userId)),
    );
    expect(history.map((row) => row.analytics)).toEqual([true, false]);
  });

  it("never shows one account's choice to another", async () => {
    const res = await call(t, 'GET', '/me/consent', as(other));
    expect(res.json().consent).toBeNull();
  });

  it('asks again when the latest choice was made under an older policy version', async () => {
    const user = await createTestUser(t.database, demo, { roles: ['customer'] });
    await t.database.withTenant(demo, (tx) =>
      tx.insert(consentRecords).values({
        tenantId: demo,
        userId: user.userId,
        analytics: true,
        marketing: true,
        personalization: true,
        policyVersion: '2.0',
      }),
    );
    const res = await call(t, 'GET', '/me/consent', as(user));
    expect(res.json()).toMatchObject({ consent: { policyVersion: '2.0' }, askAgain: true });
  });

  it("refuses an older policy version and essential off, in the caller's language", async () => {
    const old = await put(customer, choice({ policyVersion: '2.0' }), 'demo', 'ar');
    expect(old.statusCode).toBe(400);
    expect(old.json().details).toEqual([
      {
        path: 'body.policyVersion',
        message: 'يشير اختيارك إلى سياسة خصوصية أقدم. أعد تحميل الصفحة واختر مرة أخرى.',
      },
    ]);
    const essentialOff = await put(customer, choice({ essential: false }));
    expect(essentialOff.statusCode).toBe(400);
    expect(essentialOff.json().details).toEqual([
      { path: 'body.essential', message: 'Essential cookies cannot be disabled' },
    ]);
    const extra = await put(customer, { ...choice(), tracking: true });
    expect(extra.statusCode).toBe(400);
  });

  it('keeps a platform administrator’s choice without any company', async () => {
    const token = await createPlatformAdmin(t.database, `root-${Date.now()}@platform.test`);
    expect((await put({ token }, choice({ marketing: true }), null)).statusCode).toBe(200);
    const res = await call(t, 'GET', '/me/consent', { token });
    expect(res.json()).toMatchObject({ consent: { marketing: true }, askAgain: false });
  });

  it('refuses callers without a session or with another company’s token', async () => {
    expect((await call(t, 'GET', '/me/consent', { tenant: 'demo' })).statusCode).toBe(401);
    const acmeUser = await createTestUser(t.database, await tenantId(t.database, 'acme'));
    const crossed = await call(t, 'GET', '/me/consent', as(acmeUser, 'demo'));
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().code).toBe('TENANT_MISMATCH');
    expect((await put(acmeUser, choice(), 'demo')).statusCode).toBe(403);
  });
});

describe('terms acceptance', () => {
  it('is not accepted at first; accepting the current version records it', async () => {
    const before = await call(t, 'GET', '/me/terms-acceptance', as(customer));
    expect(before.json()).toEqual({
      acceptance: null,
      currentVersion: currentTermsVersion,
      currentAccepted: false,
    });
    const res = await accept(customer, {
      version: currentTermsVersion,
      textHash: arabic,
      accepted: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      acceptance: { version: currentTermsVersion, textHash: arabic, source: 'terms-page' },
      currentAccepted: true,
    });
    const after = await call(t, 'GET', '/me/terms-acceptance', as(customer));
    expect(after.json().currentAccepted).toBe(true);
    const mine = await call(t, 'GET', '/me/terms-acceptance', as(other));
    expect(mine.json().acceptance).toBeNull();
  });

  it.each([
    ['en', 'These terms have changed. Please read and accept version 2.1.'],
    ['ar', 'تغيّرت هذه الشروط. يرجى قراءة الإصدار 2.1 والموافقة عليه.'],
  ])('refuses another version (%s)', async (lng, message) => {
    const res = await accept(other, { version: '2.0', textHash: english, accepted: true }, lng);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.version', message }]);
  });

  it.each([
    [
      'en',
      'The text you accepted is not the published text of these terms. Reload the page and try again.',
    ],
    ['ar', 'النص الذي وافقت عليه ليس النص المنشور لهذه الشروط. أعد تحميل الصفحة وحاول مرة أخرى.'],
  ])('refuses a text that is not the published one (%s)', async (lng, message) => {
    const forged = termsTextHash({ title: 'Terms', intro: 'Anything goes', sections: [] });
    const res = await accept(
      other,
      { version: currentTermsVersion, textHash: forged, accepted: true },
      lng,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.textHash', message }]);
  });

  it('needs the box ticked', async () => {
    const res = await accept(
      other,
      { version: currentTermsVersion, textHash: english, accepted: false },
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.accepted', message: 'يجب الموافقة على الشروط قبل استخدام خدماتنا' },
    ]);
    const rows = await t.database.withTenant(demo, (tx) =>
      tx.select().from(termsAcceptances).where(eq(termsAcceptances.userId, other.userId)),
    );
    expect(rows).toEqual([]);
  });

  it.each([
    ['1.5', false],
    ['2.0', true],
  ])('an acceptance of %s leaves the current major version accepted: %s', async (version, ok) => {
    const user = await createTestUser(t.database, demo, { roles: ['customer'] });
    await t.database.withTenant(demo, (tx) =>
      tx.insert(termsAcceptances).values({
        tenantId: demo,
        userId: user.userId,
        version,
        textHash: 'f'.repeat(64),
        source: 'terms-page',
      }),
    );
    const res = await call(t, 'GET', '/me/terms-acceptance', as(user));
    expect(res.json()).toMatchObject({ acceptance: { version }, currentAccepted: ok });
  });

  it('was recorded for the demo accounts by the seed', async () => {
    const rows = await t.database.withTenant(demo, (tx) =>
      tx
        .select({
          email: users.email,
          version: termsAcceptances.version,
          source: termsAcceptances.source,
        })
        .from(termsAcceptances)
        .innerJoin(users, eq(users.id, termsAcceptances.userId))
        .where(eq(users.email, 'customer@demo.test')),
    );
    expect(rows).toEqual([
      { email: 'customer@demo.test', version: currentTermsVersion, source: 'seed' },
    ]);
  });

  it('is recorded at registration in the language of the form', async () => {
    const email = `terms-${Date.now()}@test.example`;
    const res = await call(t, 'POST', '/auth/register', {
      tenant: 'demo',
      headers: { 'accept-language': 'ar' },
      body: {
        firstName: 'Layla',
        lastName: 'Hassan',
        email,
        phone: '+966 50 111 2222',
        password: 'Str0ng#Pass',
        confirmPassword: 'Str0ng#Pass',
        dateOfBirth: '1990-04-12',
        licenseNumber: 'SA-123456',
        licenseExpiryDate: '2031-01-01',
        licenseIssuingCountry: 'SA',
        address: '12 Olaya Street',
        city: 'Riyadh',
        country: 'SA',
        postalCode: '12214',
        emergencyContactName: 'Omar Hassan',
        emergencyContactPhone: '+966 50 333 4444',
        agreeToTerms: true,
        marketingConsent: false,
      },
    });
    expect(res.statusCode).toBe(201);
    const status = await call(t, 'GET', '/me/terms-acceptance', {
      tenant: 'demo',
      token: res.json().access_token,
    });
    expect(status.json()).toMatchObject({
      acceptance: { version: currentTermsVersion, textHash: arabic, source: 'registration' },
      currentAccepted: true,
    });
  });

  it('hashes the terms as node:crypto does', () => {
    const text = { title: 'شروط الخدمة', intro: 'Intro', sections: [{ title: 'A', body: 'B' }] };
    const expected = createHash('sha256').update('شروط الخدمة\nIntro\nA\nB', 'utf8').digest('hex');
    expect(termsTextHash(text)).toBe(expected);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import {
  confirmationToken,
  confirmSignup,
  freshAddress,
  postSignup,
  signupForm,
} from './test-support.ts';

let t: TestApp;
let smtp: TestSmtp;
// The clock links expire by and limits count by: tests move it instead of waiting.
let nowMs = Date.now();
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, clock: () => nowMs });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const hour = 3_600_000;

async function signUpAndConfirm(overrides: Record<string, unknown> = {}) {
  const form = signupForm(overrides);
  const sent = await postSignup(t.app, form);
  expect(sent.statusCode).toBe(202);
  const token = await confirmationToken(smtp, form.email);
  return { form, token, confirmed: await confirmSignup(t.app, token) };
}

describe('sign-up from the marketing site', () => {
  it('mails a link whose confirmation provisions a company its administrator works in', async () => {
    const { form, confirmed } = await signUpAndConfirm();
    expect(confirmed.statusCode).toBe(200);
    const { tenantId, subdomain, handoffCode } = confirmed.json();
    expect(subdomain).toBe(form.subdomain);

    // The hand-over code signs the administrator in on the company's host, once.
    const handoff = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/public/signup/handoff',
        headers: { host },
        payload: { code: handoffCode },
      });
    const tokens = await handoff(`${subdomain}.motorpool.test`);
    expect(tokens.statusCode).toBe(200);
    expect((await handoff(`${subdomain}.motorpool.test`)).statusCode).toBe(401);

    // The company: on trial, with its country's currency, zone and VAT.
    const company = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenants/current',
      headers: { 'x-tenant-id': subdomain },
    });
    expect(company.json()).toMatchObject({
      id: tenantId,
      status: 'trial',
      currency: 'KWD',
      timeZone: 'Asia/Kuwait',
      taxRateBp: 0,
    });

    // The administrator signs in with the password chosen at sign-up and adds a car.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-tenant-id': subdomain },
      payload: { email: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token}`, 'x-tenant-id': subdomain };
    const branches = await t.app.inject({ method: 'GET', url: '/api/v1/branches', headers: auth });
    expect(branches.json().data).toHaveLength(1);
    expect(branches.json().data[0].name).toBe('Falcon Car Rental — Main branch');
    const types = await t.app.inject({
      method: 'GET',
      url: '/api/v1/lookups/type/VEHICLE_TYPE',
      headers: auth,
    });
    expect(types.body).toContain('CAR_TYPE_SEDAN');
    const vehicle = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vehicles',
      headers: auth,
      payload: {
        make: 'Nissan',
        model: 'Patrol',
        vin: 'JN8AY2NY1J9123456',
        year: 2024,
        color: 'White',
        licensePlate: 'KW 12345',
        branchId: branches.json().data[0].id,
        dailyRate: 35_000,
        mileage: 10,
        fuelType: 'gasoline',
        transmission: 'automatic',
        seatingCapacity: 7,
        category: 'suv',
        features: [],
      },
    });
    expect(vehicle.statusCode).toBe(201);

    // Every first record is in the company's own trail.
    const trail = await t.database.withTenant(tenantId, (tx) =>
      tx.execute<{ entity_type: string }>(
        `select entity_type from audit_logs where action = 'create' order by entity_type` as never,
      ),
    );
    expect(JSON.stringify(trail)).toMatch(/branch[\s\S]*tenant[\s\S]*user/);
  });

  it('answers a second confirmation of the same link as used, and makes no second company', async () => {
    const { token, confirmed } = await signUpAndConfirm();
    expect(confirmed.statusCode).toBe(200);
    const again = await confirmSignup(t.app, token, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'سبق استخدام رابط التأكيد هذا: سجّل الدخول إلى شركتك بدلًا من ذلك.',
    );
    const unknown = await confirmSignup(t.app, 'not-a-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a link past its 24 hours', async () => {
    const form = signupForm();
    expect((await postSignup(t.app, form)).statusCode).toBe(202);
    const token = await confirmationToken(smtp, form.email);
    nowMs += 24 * hour + 1;
    try {
      const late = await confirmSignup(t.app, token);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('This confirmation link has expired: please sign up again.');
      const companies = await t.database.run<{ n: number }>(
        `select count(*)::int as n from tenants where subdomain = '${form.subdomain}'`,
      );
      expect(companies[0]!.n).toBe(0);
    } finally {
      nowMs -= 24 * hour + 1;
    }
  });
});

describe('the subdomain', () => {
  const check = (name: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/public/signup/subdomain?name=${encodeURIComponent(name)}`,
      headers: { 'accept-language': language },
    });

  it('says whether a name is free, and why not, in the caller’s language', async () => {
    expect((await check('brand-new-rentals')).json()).toEqual({
      name: 'brand-new-rentals',
      available: true,
      reason: null,
      message: null,
    });
    expect((await check('demo')).json()).toMatchObject({ available: false, reason: 'taken' });
    expect((await check('admin', 'ar')).json()).toMatchObject({
      reason: 'reserved',
      message: 'هذا النطاق الفرعي محجوز',
    });
    expect((await check('-bad_name')).json()).toMatchObject({ reason: 'invalid' });
  });

  it.each([
    ['taken', 'acme', 409, 'This subdomain is already taken.', 'هذا النطاق الفرعي مستخدم بالفعل.'],
    ['reserved', 'support', 400, 'This subdomain is reserved', 'هذا النطاق الفرعي محجوز'],
  ])('refuses a %s one on its field, in English and Arabic', async (_, name, status, en, ar) => {
    for (const [language, message] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const res = await postSignup(t.app, signupForm({ subdomain: name }), { language });
      expect(res.statusCode).toBe(status);
      expect(res.json().details).toEqual([{ path: 'body.subdomain', message }]);
    }
  });

  it('names every bad field, and stores nothing', async () => {
    const count = async () =>
      (await t.database.run<{ n: number }>('select count(*)::int as n from signup_requests'))[0]!.n;
    const before = await count();
    const res = await postSignup(
      t.app,
      signupForm({ subdomain: 'A!', password: 'short', acceptTerms: false, country: 'XX' }),
      { language: 'ar' },
    );
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.subdomain',
        'body.password',
        'body.acceptTerms',
        'body.country',
      ]),
    );
    expect(await count()).toBe(before);
  });

  it('is held by a sign-up awaiting confirmation; asking again sends a link that replaces the first', async () => {
    const form = signupForm();
    expect((await postSignup(t.app, form)).statusCode).toBe(202);
    expect((await check(form.subdomain)).json()).toMatchObject({ reason: 'taken' });
    const first = await confirmationToken(smtp, form.email);
    // Another visitor cannot take the held name; the same e-mail may ask again for it.
    const other = await postSignup(t.app, signupForm({ subdomain: form.subdomain }));
    expect(other.statusCode).toBe(409);
    expect((await postSignup(t.app, form)).statusCode).toBe(202);
    const second = await confirmationToken(smtp, form.email, 2);
    expect(second).not.toBe(first);
    expect((await confirmSignup(t.app, first)).statusCode).toBe(400);
    expect((await confirmSignup(t.app, second)).statusCode).toBe(200);
  });
});

describe('throttling', () => {
  it('limits sign-ups per client address', async () => {
    const ip = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await postSignup(t.app, signupForm(), { ip })).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('limits sign-ups per e-mail address, from any client address', async () => {
    const email = signupForm().email;
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await postSignup(t.app, signupForm({ email }))).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
  });
});

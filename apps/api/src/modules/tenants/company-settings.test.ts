import { defaultRentalPolicy } from '@motorpool/domain/schemas/company-settings';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { auditLogs, tenants } from '../../db/schema/index.ts';
import { testJwtSecret, testPublicUrl } from '../../test/app.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { createTenantService } from './service.ts';

let f: Fleet;
let manager: TestUser;
let customer: TestUser;
// A company without vehicles: nothing recorded in its currency yet.
let fresh: { id: string; admin: TestUser };
const url = '/tenants/current/settings';

beforeAll(async () => {
  f = await createFleet();
  manager = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  const row = await createTenantService(f.t.database).createTenant(
    { name: 'No Cars Yet', subdomain: 'nocars', adminEmail: 'admin@nocars.test' },
    { type: 'system' },
  );
  fresh = { id: row.id, admin: await createTestUser(f.t.database, row.id, { roles: ['admin'] }) };
}, 60_000);
afterAll(async () => f.t.close());

const patch = (body: object, as = f.admin, language?: 'ar') =>
  f.call('PATCH', url, as, { body, ...(language ? { language } : {}) });
const patchFresh = (body: object) => f.call('PATCH', url, fresh.admin, { body, tenant: fresh.id });

const storedRow = async (id = f.demo) => {
  const [row] = await f.t.database.db.select().from(tenants).where(eq(tenants.id, id));
  return row!;
};
const settingsAudits = (tenantId = f.demo) =>
  f.t.database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'company_settings'), eq(auditLogs.tenantId, tenantId))),
  );

describe('GET /tenants/current/settings', () => {
  it('answers every group to a manager: the documented defaults and the demo deposits', async () => {
    const res = await f.call('GET', url, manager, { tenant: f.demo });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toMatchObject({ currency: 'SAR', taxRateBp: 1000 });
    expect(body.branding).toEqual({ primaryColor: '#fd7e14', logo: null });
    // the suite's companies take pickups years ahead (test/seed-companies.ts)
    expect(body.rentalPolicy).toEqual({ ...defaultRentalPolicy, furthestPickupDays: 3650 });
    expect(body.rentalPolicy).toMatchObject({
      turnaroundBufferMinutes: 60,
      minimumDriverAge: 21,
      noShowGraceMinutes: 120,
      lateReturnGraceMinutes: 59,
      requireVerifiedBeforeCheckout: true,
      requireVerifiedBeforeBooking: false,
    });
    // the demo seed sets the deposits per category; everything else is the default
    expect(body.payments).toEqual({
      customerPaymentOptions: 'both',
      securityDepositPerCategory: {
        economy: 50_000,
        compact: 75_000,
        midsize: 100_000,
        fullsize: 150_000,
        suv: 200_000,
        convertible: 250_000,
        luxury: 300_000,
      },
      payNowHoldMinutes: 30,
      maxDiscountShareBp: 2000,
    });
    expect(body.signIn).toHaveProperty('registrationRequiresVerification');
  });

  it('refuses customers and staff (403) and callers without a token (401)', async () => {
    expect((await f.call('GET', url, customer)).statusCode).toBe(403);
    expect((await f.call('GET', url, f.staff)).statusCode).toBe(403);
    expect((await f.call('GET', url, null)).statusCode).toBe(401);
  });

  it("never shows another company's settings", async () => {
    expect((await patch({ company: { name: 'Demo Rentals Renamed' } })).statusCode).toBe(200);
    const foreign = await f.call('GET', url, f.acmeAdmin, { tenant: f.demo });
    expect(foreign.statusCode).toBe(403);
    const own = await f.call('GET', url, f.acmeAdmin);
    expect(own.statusCode).toBe(200);
    expect(own.json().company.name).not.toBe('Demo Rentals Renamed');
  });
});

describe('PATCH /tenants/current/settings', () => {
  it('changes the keys sent, keeps the others, and audits the groups touched before and after', async () => {
    const before = await settingsAudits();
    const res = await patch({
      company: { taxRateBp: 1500, timeZone: 'asia/dubai' },
      branding: { primaryColor: '#1C7ED6' },
      rentalPolicy: {
        turnaroundBufferMinutes: 90,
        cancellation: { freeUntilHoursBefore: 48, fee: { kind: 'fixed', value: 5000 } },
        kmAllowancePerDay: { economy: 250, luxury: 150 },
        damageCatalogue: [
          { damageType: 'scratch', location: 'front_bumper', pricePerCategory: { economy: 30000 } },
        ],
      },
      payments: {
        customerPaymentOptions: 'payAtPickup',
        securityDepositPerCategory: { suv: 100000 },
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toMatchObject({ taxRateBp: 1500, timeZone: 'Asia/Dubai' });
    expect(body.branding.primaryColor).toBe('#1c7ed6');
    expect(body.rentalPolicy).toMatchObject({
      turnaroundBufferMinutes: 90,
      minimumDriverAge: 21,
      kmAllowancePerDay: { economy: 250, luxury: 150 },
      cancellation: { freeUntilHoursBefore: 48, fee: { kind: 'fixed', value: 5000 } },
    });
    expect(body.payments.customerPaymentOptions).toBe('payAtPickup');
    const again = await f.call('GET', url, manager);
    expect(again.json()).toEqual(body);

    const audits = await settingsAudits();
    expect(audits.length).toBe(before.length + 1);
    const row = audits.find((a) => !before.some((b) => b.id === a.id))!;
    expect(row.action).toBe('update');
    expect(row.entityId).toBe(f.demo);
    expect(row.before).toMatchObject({
      company: { taxRateBp: 1000 },
      rentalPolicy: { turnaroundBufferMinutes: 60 },
    });
    expect(row.after).toMatchObject({
      company: { taxRateBp: 1500 },
      branding: { primaryColor: '#1c7ed6' },
      rentalPolicy: { turnaroundBufferMinutes: 90 },
    });
    expect(row.before).not.toHaveProperty('signIn');
  });

  it('replaces a per-category map whole rather than merging it', async () => {
    await patch({ rentalPolicy: { kmAllowancePerDay: { economy: 250, luxury: 150 } } });
    const res = await patch({ rentalPolicy: { kmAllowancePerDay: { suv: 300 } } });
    expect(res.json().rentalPolicy.kmAllowancePerDay).toEqual({ suv: 300 });
  });

  it.each([
    [
      'tax 101 %',
      { company: { taxRateBp: 10_100 } },
      'body.company.taxRateBp',
      'settings.percentRange',
    ],
    [
      'an unknown time zone',
      { company: { timeZone: 'Mars/Base' } },
      'body.company.timeZone',
      'tenant.invalidTimeZone',
    ],
    [
      'an unknown currency',
      { company: { currency: 'XYZ' } },
      'body.company.currency',
      'generic.invalidOption',
    ],
    ['an empty name', { company: { name: ' ' } }, 'body.company.name', 'generic.required'],
    [
      'a colour name',
      { branding: { primaryColor: 'orange' } },
      'body.branding.primaryColor',
      'settings.invalidColor',
    ],
    [
      'a negative amount',
      { rentalPolicy: { excessKmRate: -1 } },
      'body.rentalPolicy.excessKmRate',
      'generic.nonNegative',
    ],
    [
      'a fractional amount',
      { payments: { securityDepositPerCategory: { suv: 10.5 } } },
      'body.payments.securityDepositPerCategory.suv',
      'generic.integer',
    ],
    [
      'an unknown category',
      { rentalPolicy: { kmAllowancePerDay: { truck: 100 } } },
      'body.rentalPolicy.kmAllowancePerDay.truck',
      'generic.unknownField',
    ],
    [
      'a fee over 100 %',
      { rentalPolicy: { lateFee: { kind: 'percent', value: 10_001 } } },
      'body.rentalPolicy.lateFee.value',
      'settings.percentRange',
    ],
    [
      'a driver age under 16',
      { rentalPolicy: { minimumDriverAge: 15 } },
      'body.rentalPolicy.minimumDriverAge',
      'generic.minValue',
    ],
    [
      'a payment option not offered',
      { payments: { customerPaymentOptions: 'later' } },
      'body.payments.customerPaymentOptions',
      'generic.invalidOption',
    ],
    [
      'an unknown damage type',
      {
        rentalPolicy: {
          damageCatalogue: [{ damageType: 'melted', location: 'roof', pricePerCategory: {} }],
        },
      },
      'body.rentalPolicy.damageCatalogue.0.damageType',
      'generic.invalidOption',
    ],
    [
      'the same damage twice',
      {
        rentalPolicy: {
          damageCatalogue: [
            { damageType: 'dent', location: 'roof', pricePerCategory: {} },
            { damageType: 'dent', location: 'roof', pricePerCategory: {} },
          ],
        },
      },
      'body.rentalPolicy.damageCatalogue',
      'generic.duplicateItems',
    ],
    [
      'sign-in settings (their own route)',
      { signIn: { registrationRequiresVerification: true } },
      'body.signIn',
      'generic.unknownField',
    ],
  ] as const)(
    'refuses %s with a field message in the caller language and changes nothing',
    async (_, body, path, key) => {
      const rowBefore = await storedRow();
      const auditsBefore = (await settingsAudits()).length;
      for (const language of [undefined, 'ar'] as const) {
        const res = await patch(body, f.admin, language);
        expect(res.statusCode).toBe(400);
        const detail = res.json().details.find((d: { path: string }) => d.path === path);
        expect(detail?.message, JSON.stringify(res.json().details)).toBe(
          formatMessage(key, language ?? 'en', key === 'generic.minValue' ? { value: 16 } : {}),
        );
      }
      expect(await storedRow()).toEqual(rowBefore);
      expect((await settingsAudits()).length).toBe(auditsBefore);
    },
  );

  it('refuses the whole patch when one group is wrong', async () => {
    const rowBefore = await storedRow();
    const res = await patch({ company: { taxRateBp: 500 }, branding: { primaryColor: '#12345' } });
    expect(res.statusCode).toBe(400);
    expect(await storedRow()).toEqual(rowBefore);
  });

  it('lets managers read but not change (403), customers neither', async () => {
    expect((await patch({ company: { taxRateBp: 0 } }, manager)).statusCode).toBe(403);
    expect((await patch({ company: { taxRateBp: 0 } }, customer)).statusCode).toBe(403);
    expect((await storedRow()).taxRateBp).not.toBe(0);
  });
});

describe('the currency', () => {
  it('is refused (409, en and ar) once vehicles hold rates in it, nothing changed', async () => {
    const rowBefore = await storedRow();
    const res = await patch({ company: { currency: 'KWD', taxRateBp: 0 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: formatMessage('settings.currencyLocked', 'en'),
    });
    const ar = await patch({ company: { currency: 'KWD' } }, f.admin, 'ar');
    expect(ar.json().message).toBe(formatMessage('settings.currencyLocked', 'ar'));
    expect(await storedRow()).toEqual(rowBefore);
  });

  it('sending the current currency again is no change and allowed', async () => {
    expect((await patch({ company: { currency: 'SAR' } })).statusCode).toBe(200);
  });

  it('changes while nothing is recorded, keeping stored amounts at the same major value', async () => {
    const set = await patchFresh({
      rentalPolicy: { excessKmRate: 125, lateFee: { kind: 'fixed', value: 2000 } },
      payments: { securityDepositPerCategory: { economy: 50000 } },
    });
    expect(set.statusCode).toBe(200);
    const res = await patchFresh({ company: { currency: 'KWD' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().company.currency).toBe('KWD');
    expect(res.json().rentalPolicy).toMatchObject({
      excessKmRate: 1250,
      lateFee: { kind: 'fixed', value: 20000 },
    });
    expect(res.json().payments.securityDepositPerCategory).toEqual({ economy: 500000 });
    expect((await storedRow(fresh.id)).currency).toBe('KWD');
  });
});

describe('every instance', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({
      config: {
        logLevel: 'silent',
        bodyLimitBytes: 1_048_576,
        webDistDir: undefined,
        env: 'test',
        jwtSecret: testJwtSecret,
        publicUrl: testPublicUrl,
      },
      database: f.t.database,
    });
    await other.ready();
  });
  afterAll(async () => other.close());

  it('reads a change made through another instance on its next request', async () => {
    const read = () =>
      other.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${manager.token}`, 'x-tenant-id': f.demo },
      });
    await patch({ rentalPolicy: { noShowGraceMinutes: 30 } });
    expect((await read()).json().rentalPolicy.noShowGraceMinutes).toBe(30);
    await patch({ rentalPolicy: { noShowGraceMinutes: 45 } });
    expect((await read()).json().rentalPolicy.noShowGraceMinutes).toBe(45);
  });

  it('shows a new colour in the public tenant answer of the instance that changed it at once', async () => {
    const current = () => f.call('GET', '/tenants/current', null);
    await current();
    await patch({ branding: { primaryColor: '#2f9e44' } });
    expect((await current()).json().branding.primaryColor).toBe('#2f9e44');
  });
});

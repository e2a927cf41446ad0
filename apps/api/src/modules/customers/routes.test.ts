import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/engine.ts';
import { APP_ROLE } from '../../db/security.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { linkCustomerToUser } from './repository.ts';
import { createCustomer, customerBody } from './test-support.ts';

// The account's write fails after the record's: a trigger, made as the database owner (the
// app role may not), refuses one last name on `users`.
async function refuseAccountLastName(database: Database, lastName: string) {
  const statements = [
    'CREATE FUNCTION refuse_account_name() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ' +
      `IF NEW.last_name = '${lastName}' THEN RAISE EXCEPTION 'account write refused'; ` +
      'END IF; RETURN NEW; END $$',
    'CREATE TRIGGER refuse_account_name BEFORE UPDATE ON users ' +
      'FOR EACH ROW EXECUTE FUNCTION refuse_account_name()',
  ];
  if (database.kind === 'postgres') {
    // one simple-query round trip, so the owner's role never leaves this pooled connection
    await database.run(`SET ROLE NONE; ${statements.join('; ')}; SET ROLE ${APP_ROLE}`);
    return;
  }
  await database.run('SET ROLE NONE');
  for (const statement of statements) await database.run(statement);
  await database.run(`SET ROLE ${APP_ROLE}`);
}

let f: Fleet;
let customerUser: TestUser;
beforeAll(async () => {
  f = await createFleet();
  customerUser = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

describe('customers: records', () => {
  it('creates a pending customer with derived figures at zero, or an active one on request', async () => {
    const body = customerBody({ fax: '+966 11 222 3333', website: 'https://layla.example' });
    const res = await f.call('POST', '/customers', f.admin, { body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      idNumber: body.idNumber,
      status: 'pending',
      customerType: 'individual',
      fax: '+966 11 222 3333',
      website: 'https://layla.example',
      totalRentals: 0,
      totalSpent: 0,
      averageRating: null,
      loyaltyPoints: 0,
      loyaltyTier: 'bronze',
    });
    const id = res.json().id as string;
    expect((await f.call('GET', `/customers/${id}`, f.viewer)).json().email).toBe(body.email);
    expect((await f.auditOf(id)).map((a) => a.action)).toEqual(['create']);

    const active = await createCustomer(f, { status: 'active' });
    expect(active.status).toBe('active');
  });

  it('answers 400 with translated messages for missing and malformed fields', async () => {
    const body = { ...customerBody({ email: 'not-an-email' }), firstName: '' };
    const en = await f.call('POST', '/customers', f.admin, { body });
    expect(en.statusCode).toBe(400);
    const paths = en.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstName', 'body.email']));

    const ar = await f.call('POST', '/customers', f.admin, {
      body: customerBody({ idNumber: '!' }),
      language: 'ar',
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().details).toContainEqual({
      path: 'body.idNumber',
      message: formatMessage('customer.invalidIdNumber', 'ar'),
    });
  });

  it('refuses a duplicate e-mail or ID number in the company, naming the field, but not another company’s', async () => {
    const first = await createCustomer(f);
    const dupEmail = await f.call('POST', '/customers', f.admin, {
      body: customerBody({ email: first.email.toUpperCase() }),
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toMatchObject({
      code: 'CONFLICT',
      message: formatMessage('customer.duplicateEmail', 'en'),
      details: [{ path: 'body.email' }],
    });

    const dupId = await f.call('POST', '/customers', f.admin, {
      body: customerBody({ idNumber: first.idNumber }),
      language: 'ar',
    });
    expect(dupId.statusCode).toBe(409);
    expect(dupId.json()).toMatchObject({
      message: formatMessage('customer.duplicateIdNumber', 'ar'),
      details: [{ path: 'body.idNumber' }],
    });

    const other = await createCustomer(f);
    const patched = await f.call('PATCH', `/customers/${other.id}`, f.admin, {
      body: { idNumber: first.idNumber },
    });
    expect(patched.statusCode).toBe(409);

    // Another company may hold the same e-mail and ID number: nothing tells it ours exist.
    const acme = await f.call('POST', '/customers', f.acmeAdmin, {
      body: customerBody({ email: first.email, idNumber: first.idNumber }),
    });
    expect(acme.statusCode, acme.body).toBe(201);
  });

  it('changes a customer’s fields and keeps the old and new values in the audit trail', async () => {
    const created = await createCustomer(f);
    const res = await f.call('PATCH', `/customers/${created.id}`, f.admin, {
      body: { city: 'Jeddah', customerType: 'corporate', creditLimit: 500_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      city: 'Jeddah',
      customerType: 'corporate',
      creditLimit: 500_000,
    });
    const [update] = await f.auditOf(created.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { city: null },
      after: { city: 'Jeddah' },
    });

    const status = await f.call('PATCH', `/customers/${created.id}`, f.admin, {
      body: { status: 'active' },
    });
    expect(status.statusCode).toBe(400);
  });

  it('deletes a customer without history, audited', async () => {
    const created = await createCustomer(f);
    const res = await f.call('DELETE', `/customers/${created.id}`, f.admin);
    expect(res.statusCode).toBe(204);
    expect((await f.call('GET', `/customers/${created.id}`, f.admin)).statusCode).toBe(404);
    expect((await f.auditOf(created.id)).map((a) => a.action)).toEqual(['delete', 'create']);
  });
});

describe('customers: list', () => {
  it('searches name, e-mail, phones, ID and licence numbers', async () => {
    const c = await createCustomer(f, {
      firstName: 'Searchable',
      secondaryPhone: '+971 4 777 8899',
      drivingLicenseNumber: 'LIC-SRCH-77',
      idNumber: 'IQ-SRCH-55',
    });
    for (const search of ['searchable', c.email, '777 8899', 'lic-srch', 'IQ-SRCH-55']) {
      const res = await f.call('GET', `/customers?search=${encodeURIComponent(search)}`, f.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().data.map((r: { id: string }) => r.id),
        search,
      ).toContain(c.id);
    }
  });

  it('filters by status, type, nationality, licence expiry and created date, and sorts', async () => {
    const expiring = await createCustomer(f, {
      lastName: 'Aaa-Expiring',
      nationality: 'KW',
      licenseExpiryDate: '2026-01-15',
      customerType: 'corporate',
      status: 'active',
    });
    const res = await f.call(
      'GET',
      '/customers?filter[licenseExpiryDate][lt]=2026-02-01&filter[nationality][equals]=kw' +
        '&filter[status][equals]=active&filter[customerType][equals]=corporate' +
        '&filter[createdAt][gte]=2000-01-01&sort=lastName:asc',
      f.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { id: string }) => r.id)).toEqual([expiring.id]);

    for (const day of ['soon', '2026-02-30', '0000-01-01']) {
      const bad = await f.call('GET', `/customers?filter[licenseExpiryDate][lt]=${day}`, f.admin);
      expect(bad.statusCode, day).toBe(400);
    }
    const acme = await f.call('GET', '/customers', f.acmeAdmin);
    expect(acme.json().data.map((r: { id: string }) => r.id)).not.toContain(expiring.id);
  });
});

describe('customers: status actions', () => {
  it('verifies, suspends with a reason shown in the activity, blacklists and reactivates', async () => {
    const c = await createCustomer(f);
    const verified = await f.call('POST', `/customers/${c.id}/verify`, f.admin, { body: {} });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().status).toBe('active');

    const suspended = await f.call('POST', `/customers/${c.id}/suspend`, f.staff, {
      body: { reason: 'Unpaid damages' },
    });
    expect(suspended.json().status).toBe('suspended');
    const blacklisted = await f.call('POST', `/customers/${c.id}/blacklist`, f.admin, { body: {} });
    expect(blacklisted.json().status).toBe('blacklisted');
    const active = await f.call('POST', `/customers/${c.id}/activate`, f.admin, { body: {} });
    expect(active.json().status).toBe('active');

    const activity = await f.call('GET', `/customers/${c.id}/activity`, f.viewer);
    expect(activity.statusCode).toBe(200);
    const entries = activity.json().data as { action: string; after: Record<string, unknown> }[];
    expect(entries.map((e) => e.action)).toEqual([
      'activate',
      'blacklist',
      'suspend',
      'verify',
      'create',
    ]);
    expect(entries[2]?.after).toEqual({ status: 'suspended', reason: 'Unpaid damages' });
  });

  it('answers 409 with a translated message for an action its status does not allow', async () => {
    const c = await createCustomer(f, { status: 'active' });
    const res = await f.call('POST', `/customers/${c.id}/verify`, f.admin, {
      body: {},
      language: 'ar',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      formatMessage('customer.illegalTransition', 'ar', { from: 'نشط', to: 'نشط' }),
    );
    const activate = await f.call('POST', `/customers/${c.id}/activate`, f.admin, { body: {} });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().message).toBe('The customer cannot change from active to active');
  });
});

describe('customers: access', () => {
  it('answers 404 for another company’s customer on every route', async () => {
    const c = await createCustomer(f);
    const calls = [
      ['GET', `/customers/${c.id}`],
      ['PATCH', `/customers/${c.id}`],
      ['DELETE', `/customers/${c.id}`],
      ['POST', `/customers/${c.id}/suspend`],
      ['GET', `/customers/${c.id}/activity`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'PATCH' || method === 'POST' ? { body: {} } : {};
      const res = await f.call(method, url, f.acmeAdmin, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await f.call('GET', `/customers/${c.id}`, f.admin)).json().status).toBe('pending');
  });

  it('lets a viewer read but not write', async () => {
    const c = await createCustomer(f);
    expect((await f.call('GET', '/customers', f.viewer)).statusCode).toBe(200);
    const writes = [
      ['POST', '/customers', customerBody()],
      ['PATCH', `/customers/${c.id}`, { city: 'Dammam' }],
      ['DELETE', `/customers/${c.id}`, undefined],
      ['POST', `/customers/${c.id}/verify`, {}],
    ] as const;
    for (const [method, url, body] of writes) {
      const res = await f.call(method, url, f.viewer, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses customer accounts every back-office customer route', async () => {
    const c = await createCustomer(f);
    const calls = [
      ['GET', '/customers'],
      ['GET', `/customers/${c.id}`],
      ['PATCH', `/customers/${c.id}`],
      ['POST', `/customers/${c.id}/activate`],
      ['GET', `/customers/${c.id}/activity`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'GET' ? {} : { body: {} };
      const res = await f.call(method, url, customerUser, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('customers: registered accounts', () => {
  it('gives a customer who registers a pending record that staff find in the list', async () => {
    const email = 'registered.customer@customers.test';
    const res = await f.call('POST', '/auth/register', null, {
      body: {
        firstName: 'Rana',
        lastName: 'Registered',
        email,
        phone: '+966 50 777 1234',
        password: 'Str0ng#Pass',
        confirmPassword: 'Str0ng#Pass',
        dateOfBirth: '1992-03-04',
        licenseNumber: 'SA-778899',
        licenseExpiryDate: '2031-01-01',
        licenseIssuingCountry: 'SA',
        address: '4 Tahlia Street',
        city: 'Jeddah',
        country: 'SA',
        emergencyContactName: 'Sami Registered',
        emergencyContactPhone: '+966 50 777 4321',
        agreeToTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const listed = await f.call('GET', `/customers?search=${email}`, f.staff);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(1);
    expect(listed.json().data[0]).toMatchObject({
      email,
      firstName: 'Rana',
      lastName: 'Registered',
      status: 'pending',
      drivingLicenseNumber: 'SA-778899',
      city: 'Jeddah',
    });
    const acme = await f.call('GET', `/customers?search=${email}`, f.acmeAdmin);
    expect(acme.json().total).toBe(0);
  });
});

describe('customers: own profile', () => {
  it('lets a customer read and edit only their own record through /auth/profile', async () => {
    const own = await createCustomer(f, { email: customerUser.email });
    await f.t.database.withTenant(f.demo, (tx) =>
      linkCustomerToUser(tx, own.id, customerUser.userId),
    );
    const read = await f.call('GET', '/auth/profile', customerUser);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().customer).toMatchObject({ id: own.id, status: 'pending' });

    const res = await f.call('PATCH', '/auth/profile', customerUser, {
      body: { firstName: 'Noura', city: 'Dammam', emergencyContactName: 'Omar Haddad' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Noura',
      customer: {
        id: own.id,
        firstName: 'Noura',
        city: 'Dammam',
        emergencyContactName: 'Omar Haddad',
      },
    });
    const staffView = await f.call('GET', `/customers/${own.id}`, f.admin);
    expect(staffView.json()).toMatchObject({ firstName: 'Noura', city: 'Dammam' });
    expect((await f.auditOf(own.id))[0]?.action).toBe('update_profile');

    const status = await f.call('PATCH', '/auth/profile', customerUser, {
      body: { status: 'active' },
    });
    expect(status.statusCode).toBe(400);
    expect((await f.call('GET', `/customers/${own.id}`, customerUser)).statusCode).toBe(403);
  });

  it('writes the record and the account together: a failed account write keeps the record', async () => {
    const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    const own = await createCustomer(f, { email: account.email });
    await f.t.database.withTenant(f.demo, (tx) => linkCustomerToUser(tx, own.id, account.userId));
    const before = (await f.call('GET', `/customers/${own.id}`, f.admin)).json();
    await refuseAccountLastName(f.t.database, 'Refused');

    const res = await f.call('PATCH', '/auth/profile', account, {
      body: { lastName: 'Refused', city: 'Abha' },
    });
    expect(res.statusCode).toBe(500);
    const after = (await f.call('GET', `/customers/${own.id}`, f.admin)).json();
    expect(after).toMatchObject({
      lastName: before.lastName,
      city: null,
      updatedAt: before.updatedAt,
    });
    expect((await f.auditOf(own.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('keeps a staff profile as it was: no customer record, and the record’s fields unknown', async () => {
    const read = await f.call('GET', '/auth/profile', f.staff);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('customer');
    const res = await f.call('PATCH', '/auth/profile', f.staff, { body: { city: 'Riyadh' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.city');
    const named = await f.call('PATCH', '/auth/profile', f.staff, { body: { lastName: 'Staff' } });
    expect(named.statusCode).toBe(200);
    expect(named.json().lastName).toBe('Staff');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJwtSecret } from '../../../test/app.ts';
import { createCustomer } from '../../customers/test-support.ts';
import { createFileService } from '../../files/service.ts';
import { paymentBody } from '../../payments/test-support.ts';
import { activeRental, rentalParties } from '../../rentals/test-support.ts';
import { createFleet, type Fleet } from '../../vehicles/test-support.ts';
import { erasePerson } from './index.ts';
import {
  buildPerson,
  inCompany,
  personalColumnsHolding,
  personIdentity,
  settle,
} from './test-support.ts';

// Erasures that keep little, none, or may not happen yet.
let f: Fleet;
let files: ReturnType<typeof createFileService>;
const now = new Date('2031-02-03T04:05:06.000Z');

beforeAll(async () => {
  f = await createFleet();
  files = createFileService(f.t.database, testJwtSecret);
}, 120_000);
afterAll(async () => f.t.close());

describe('erasing in Arabic', () => {
  it('says why each kept record stays in Arabic', async () => {
    const who = personIdentity('Ara');
    const customer = await createCustomer(
      f,
      { firstName: who.firstName, lastName: who.lastName, email: who.email, status: 'active' },
      f.acmeAdmin,
    );
    const paid = await f.call('POST', '/payments', f.acmeAdmin, {
      body: paymentBody(customer.id, { currency: 'AED' }),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const outcome = await erasePerson(f.t.database, files, who.email, 'ar', now);
    expect(outcome).toEqual({
      done: true,
      kept: [{ kind: 'payments', count: 1, reason: expect.stringContaining('ست سنوات') }],
    });
  });
});

describe('an address that is not a person', () => {
  // the people of both companies as they stand, and what the platform holds by address
  const standing = async () => [
    ...(await inCompany(
      f,
      f.demo,
      sql`SELECT id, email FROM customers UNION ALL SELECT id, email FROM users ORDER BY 1`,
    )),
    ...(await inCompany(
      f,
      f.acme,
      sql`SELECT id, email FROM customers UNION ALL SELECT id, email FROM users ORDER BY 1`,
    )),
    ...(await inCompany(
      f,
      f.demo,
      sql`SELECT id, email FROM newsletter_subscriptions UNION ALL SELECT id, email FROM contact_requests ORDER BY 1`,
    )),
  ];

  it('matches no one when it carries wildcards or SQL, and changes nothing', async () => {
    await buildPerson(f, personIdentity('Wild'));
    const before = await standing();
    for (const address of ['%', '%@%', "x@y.test' OR '1'='1", '_%@person.test']) {
      expect(await erasePerson(f.t.database, files, address, 'en', now)).toEqual({
        done: true,
        kept: [],
      });
    }
    expect(await standing()).toEqual(before);
  });
});

describe('a person with a rental in progress', () => {
  it('is told to wait, and nothing changes anywhere', async () => {
    const who = personIdentity('Busy');
    const customer = await createCustomer(f, {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      phone: who.phone,
      status: 'active',
    });
    const acme = await createCustomer(
      f,
      { firstName: who.firstName, lastName: who.lastName, email: who.email, status: 'active' },
      f.acmeAdmin,
    );
    const parties = await rentalParties(f);
    await activeRental(f, { ...parties, customerId: customer.id });
    await settle(f);
    const before = await personalColumnsHolding(f, who.lastName);
    expect(before).toEqual(
      expect.arrayContaining(['demo:customers.last_name', 'acme:customers.last_name']),
    );

    const outcome = await erasePerson(f.t.database, files, who.email, 'en', now);
    expect(outcome).toEqual({
      done: false,
      blockedBy: 'rental_in_progress',
      companies: ['Motorpool Demo Rentals'],
    });
    expect(await personalColumnsHolding(f, who.lastName)).toEqual(before);
    const [row] = await inCompany<{ status: string }>(
      f,
      f.acme,
      sql`SELECT status FROM customers WHERE id = ${acme.id}`,
    );
    expect(row!.status).toBe('active');
  });
});

// Helpers for the person-data tests: not part of the server. A person is built through the
// real API wherever one exists: customer records in two companies, a document, a rental taken
// out and returned with its signed inspections and deposit, a payment with a refund, the
// newsletter and a contact request; their account's session comes from test/identity.ts.
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Tx } from '../../../db/engine.ts';
import { notifications } from '../../../db/schema/index.ts';
import { selectTenant } from '../../../db/tenant-context.ts';
import { createTestUser, type TestUser } from '../../../test/identity.ts';
import { createCustomer } from '../../customers/test-support.ts';
import { paymentBody } from '../../payments/test-support.ts';
import { checkoutBody, pendingRental, vehicleDocuments } from '../../rentals/test-support.ts';
import { createBranch, createVehicle, type Fleet, multipart } from '../../vehicles/test-support.ts';
import { personDataCatalogue } from './catalogue.ts';

export const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let sequence = 0;

/** Who a test's person is: names no seeded record or other test shares. */
export function personIdentity(tag: string) {
  sequence += 1;
  const n = String(sequence).padStart(3, '0');
  return {
    firstName: 'Zubaida',
    lastName: `Qarawiyyan${tag}`,
    email: `Zubaida.${tag}${n}@Person.test`,
    phone: `+966 50 777 4${n}`,
  };
}
export type Identity = ReturnType<typeof personIdentity>;

const customerFields = (who: Identity, overrides: object = {}) => ({
  firstName: who.firstName,
  lastName: who.lastName,
  email: who.email,
  phone: who.phone,
  status: 'active',
  notes: `Prefers ${who.lastName} on the contract`,
  ...overrides,
});

// A PDF uploaded to a customer's or a rental's documents, as staff do.
async function uploadPdf(f: Fleet, url: string, name: string, fields: Record<string, string>) {
  const { body, headers } = multipart({ name, type: 'application/pdf', content: pdf }, fields);
  const res = await f.call('POST', url, f.staff, { body, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; fileId: string };
}

async function completedRental(f: Fleet, customerId: string, who: Identity) {
  const branch = await createBranch(f);
  const vehicle = await createVehicle(f, branch.id, { dailyRate: 20000 });
  await vehicleDocuments(f, vehicle.id);
  const parties = { branchId: branch.id, vehicleId: vehicle.id, customerId };
  const rental = await pendingRental(f, parties);
  const signedBy = `${who.firstName} ${who.lastName}`;
  const out = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
    body: checkoutBody({
      securityDeposit: 30000,
      deposit: { method: 'cash', transactionId: 'DESK-1' },
      inspection: { marks: [], signature: checkoutBody().inspection.signature, signedBy },
    }),
  });
  expect(out.statusCode, out.body).toBe(200);
  const back = await f.call('POST', `/rentals/${rental.id}/checkin`, f.staff, {
    body: {
      endMileage: 1300,
      fuelLevelEnd: 100,
      vehicleConditionEnd: 'good',
      inspection: { marks: [] },
    },
  });
  expect(back.statusCode, back.body).toBe(200);
  return back.json() as RentalView;
}

async function refundedPayment(f: Fleet, customerId: string, as: TestUser, currency: string) {
  const made = await f.call('POST', '/payments', as, {
    body: paymentBody(customerId, { currency, notes: 'Paid at the desk' }),
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json() as { id: string };
  const paid = await f.call('POST', `/payments/${id}/process`, as, { body: {} });
  expect(paid.statusCode, paid.body).toBe(200);
  const refund = await f.call('POST', `/payments/${id}/refund`, as, {
    body: { amount: 15000, reason: 'Returned early' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  return id;
}

/**
 * The person in demo (customer with a document, a returned rental and a refunded payment, and a
 * customer account with a session and a notification), in acme (a customer with a payment), and
 * on the platform (newsletter, contact request). The acme record has the address in lower case.
 */
export async function buildPerson(f: Fleet, who: Identity) {
  const demoCustomer = await createCustomer(f, customerFields(who));
  const acmeCustomer = await createCustomer(
    f,
    customerFields(who, { email: who.email.toLowerCase() }),
    f.acmeAdmin,
  );
  const account = await createTestUser(f.t.database, f.demo, {
    roles: ['customer'],
    email: who.email.toLowerCase(),
    passwordHash: 'a password was set',
  });
  // a reset link mailed to them: a single-use token, and a mail that names their address
  const forgot = await f.call('POST', '/auth/forgot-password', null, {
    body: { email: who.email },
  });
  expect(forgot.statusCode, forgot.body).toBe(202);
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.insert(notifications).values({
      tenantId: f.demo,
      userId: account.userId,
      messageKey: 'custom',
      messageParams: {
        title: `Welcome ${who.firstName} ${who.lastName}`,
        message: 'Your booking is confirmed',
      },
      type: 'info',
      category: 'reservation',
      priority: 'medium',
    }),
  );
  const document = await uploadPdf(f, `/customers/${demoCustomer.id}/documents`, 'licence.pdf', {
    category: 'license',
  });
  const rental = await completedRental(f, demoCustomer.id, who);
  const rentalDocuments = `/rentals/${rental.id}/documents`;
  const contract = await uploadPdf(f, rentalDocuments, 'contract.pdf', { kind: 'contract' });
  const passport = await uploadPdf(f, rentalDocuments, 'passport.pdf', { kind: 'identification' });
  const demoPayment = await refundedPayment(f, demoCustomer.id, f.admin, 'SAR');
  const acmePayment = await refundedPayment(f, acmeCustomer.id, f.acmeAdmin, 'AED');
  const subscribed = await f.t.app.inject({
    method: 'POST',
    url: '/api/v1/public/newsletter-subscriptions',
    payload: { email: who.email, language: 'ar' },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  const contacted = await f.t.app.inject({
    method: 'POST',
    url: '/api/v1/public/contact-requests',
    payload: {
      name: `${who.firstName} ${who.lastName}`,
      email: who.email,
      company: 'Own fleet',
      phone: who.phone,
      fleetSize: '1-10',
      message: 'Please call me back.',
    },
  });
  expect(contacted.statusCode, contacted.body).toBe(201);
  // what the events above tell staff is written before anyone looks
  await settle(f);
  return {
    demoCustomer,
    acmeCustomer,
    account,
    document,
    rental,
    contract,
    passport,
    demoPayment,
    acmePayment,
  };
}

/** Runs both companies' outboxes dry: events fan out into notifications, then deliver. */
export async function settle(f: Fleet) {
  for (const company of [f.demo, f.acme]) {
    for (let pass = 0; pass < 3; pass += 1) await f.t.app.outbox.flush(company);
  }
}

/** Runs `fn` in one transaction, switching to each company's scope as it asks. */
function acrossCompanies<T>(
  f: Fleet,
  fn: (tx: Tx, enter: (companyId: string) => Promise<void>) => Promise<T>,
): Promise<T> {
  return f.t.database.db.transaction((tx) =>
    fn(tx, async (companyId) => {
      await tx.execute(selectTenant(companyId));
    }),
  );
}

export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => sql.raw(`"${name}"`);

/** Every personal column (by the catalogue) in every company and on the platform holding `text`. */
export async function personalColumnsHolding(f: Fleet, text: string): Promise<string[]> {
  return acrossCompanies(f, async (tx, enter) => {
    const hits: string[] = [];
    const look = async (scope: 'company' | 'platform', where: string) => {
      for (const [table, entry] of Object.entries(personDataCatalogue)) {
        if (entry.scope !== scope) continue;
        for (const [column, use] of Object.entries(entry.columns)) {
          if (!('personal' in use)) continue;
          const [row] = await rowsOf<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM ${quoted(table)}
                 WHERE ${quoted(column)}::text ILIKE ${`%${text}%`}`,
          );
          if (row!.n > 0) hits.push(`${where}:${table}.${column}`);
        }
      }
    };
    for (const [name, id] of [
      ['demo', f.demo],
      ['acme', f.acme],
    ] as const) {
      await enter(id);
      await look('company', name);
    }
    await look('platform', 'platform');
    return hits;
  });
}

/** One query's rows in one company's scope. */
export async function inCompany<T>(f: Fleet, companyId: string, query: SQL): Promise<T[]> {
  return f.t.database.withTenant(companyId, (tx: Tx) => rowsOf<T>(tx, query));
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJwtSecret } from '../../../test/app.ts';
import { createCustomer } from '../../customers/test-support.ts';
import { createFileService } from '../../files/service.ts';
import { createFleet, type Fleet } from '../../vehicles/test-support.ts';
import { erasePerson } from './index.ts';
import {
  buildPerson,
  type Identity,
  inCompany,
  personalColumnsHolding,
  personIdentity,
} from './test-support.ts';

let f: Fleet;
let files: ReturnType<typeof createFileService>;
const now = new Date('2031-02-03T04:05:06.000Z');

beforeAll(async () => {
  f = await createFleet();
  files = createFileService(f.t.database, testJwtSecret);
}, 120_000);
afterAll(async () => f.t.close());

// What the law keeps, as money: every booking, rental, payment and refund of these customers.
const money = (companyId: string, customerId: string) =>
  inCompany<Record<string, number>>(
    f,
    companyId,
    sql`SELECT
          (SELECT coalesce(sum(total_amount), 0)::int FROM reservations WHERE customer_id = ${customerId}) AS booked,
          (SELECT coalesce(sum(total_amount + additional_charges), 0)::int FROM rentals WHERE customer_id = ${customerId}) AS rented,
          (SELECT coalesce(sum(amount), 0)::int FROM payments WHERE customer_id = ${customerId}) AS paid,
          (SELECT coalesce(sum(r.amount), 0)::int FROM payment_refunds r JOIN payments p
             ON p.tenant_id = r.tenant_id AND p.id = r.payment_id WHERE p.customer_id = ${customerId}) AS refunded`,
  );

// Side effects already carried out (mails sent, notifications made) whose payload names them.
const finishedMentioning = async (text: string) => {
  const counts = await Promise.all(
    [f.demo, f.acme].map((company) =>
      inCompany<{ n: number }>(
        f,
        company,
        sql`SELECT count(*)::int AS n FROM outbox
             WHERE status <> 'pending' AND strpos(payload::text, ${text}) > 0`,
      ),
    ),
  );
  const [jobs] = await inCompany<{ n: number }>(
    f,
    f.demo,
    sql`SELECT count(*)::int AS n FROM jobs
         WHERE status IN ('done', 'failed') AND strpos(payload::text, ${text}) > 0`,
  );
  return counts.reduce((sum, [row]) => sum + row!.n, 0) + jobs!.n;
};

async function search(q: string) {
  const res = await f.call('GET', `/search?q=${encodeURIComponent(q)}&limit=20`, f.admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { id: string; title: string; subtitle: string | null }[] })
    .results;
}

// A name one letter from the person's, which neither contains nor is contained in it.
const similarName = (who: Identity) => `${who.lastName.slice(0, -1)}o`;

describe('erasing a person', () => {
  let who: Identity;
  let built: Awaited<ReturnType<typeof buildPerson>>;
  let outcome: Awaited<ReturnType<typeof erasePerson>>;
  let moneyBefore: Record<string, number>[];
  let similar: { id: string };
  let finishedBefore: number;

  beforeAll(async () => {
    who = personIdentity('Era');
    built = await buildPerson(f, who);
    similar = await createCustomer(f, {
      firstName: who.firstName,
      lastName: similarName(who),
      status: 'active',
    });
    expect((await search(who.lastName)).map((r) => r.id)).toContain(built.demoCustomer.id);
    expect((await search(who.email)).map((r) => r.id)).toContain(built.demoCustomer.id);
    expect(await personalColumnsHolding(f, who.lastName)).not.toEqual([]);
    moneyBefore = [
      ...(await money(f.demo, built.demoCustomer.id)),
      ...(await money(f.acme, built.acmeCustomer.id)),
    ];
    finishedBefore = await finishedMentioning(who.email.toLowerCase());
    outcome = await erasePerson(f.t.database, files, who.email.toUpperCase(), 'en', now);
  }, 240_000);

  it('answers what was kept and why, in the person’s language', () => {
    expect(outcome.done).toBe(true);
    if (!outcome.done) return;
    const kept = Object.fromEntries(outcome.kept.map((k) => [k.kind, k]));
    expect(kept.payments).toMatchObject({ count: 3 });
    expect(kept.payments!.reason).toContain('six years');
    expect(kept.rentals).toMatchObject({ count: 1 });
    expect(kept.bookings).toMatchObject({ count: 1 });
    // the deposit's release is a refund too
    expect(kept.refunds).toMatchObject({ count: 3 });
    expect(kept.inspections).toMatchObject({ count: 2 });
    // the signed contract stays; the copy of the passport does not
    expect(kept['rental-documents']).toMatchObject({ count: 1 });
    expect(kept.documents).toBeUndefined();
  });

  it('leaves the old name, address and phone in no personal column', async () => {
    for (const value of [who.lastName, who.email, who.phone]) {
      expect(await personalColumnsHolding(f, value), value).toEqual([]);
    }
  });

  it('forgets the side effects already carried out that named them', async () => {
    expect(finishedBefore).toBeGreaterThan(0);
    expect(await finishedMentioning(who.email.toLowerCase())).toBe(0);
  });

  it('keeps the money of every kept record as it was', async () => {
    const after = [
      ...(await money(f.demo, built.demoCustomer.id)),
      ...(await money(f.acme, built.acmeCustomer.id)),
    ];
    expect(after).toEqual(moneyBefore);
    expect(moneyBefore[0]!.paid).toBeGreaterThan(0);
  });

  it('replaces the identity with a marker and turns sign-in off', async () => {
    const [customer] = await inCompany<Record<string, unknown>>(
      f,
      f.demo,
      sql`SELECT first_name, last_name, email, phone, status, notes FROM customers WHERE id = ${built.demoCustomer.id}`,
    );
    expect(customer).toMatchObject({
      first_name: 'Deleted',
      email: `deleted-${built.demoCustomer.id}@invalid`,
      phone: '',
      status: 'inactive',
      notes: null,
    });
    expect(customer!.last_name).toMatch(/^person [0-9a-f]{4}$/);
    const [user] = await inCompany<Record<string, unknown>>(
      f,
      f.demo,
      sql`SELECT email, status, password_hash,
            (SELECT count(*)::int FROM sessions WHERE user_id = ${built.account.userId}) AS sessions,
            (SELECT count(*)::int FROM notifications WHERE user_id = ${built.account.userId}) AS notes
          FROM users WHERE id = ${built.account.userId}`,
    );
    expect(user).toEqual({
      email: `deleted-${built.account.userId}@invalid`,
      status: 'inactive',
      password_hash: null,
      sessions: 0,
      notes: 0,
    });
    const signIn = await f.call('GET', '/auth/profile', built.account);
    expect(signIn.statusCode).toBe(401);
  });

  it('deletes their documents and the signature from the file store', async () => {
    const [left] = await inCompany<Record<string, number>>(
      f,
      f.demo,
      sql`SELECT
            (SELECT count(*)::int FROM files WHERE id = ${built.document.fileId}) AS files,
            (SELECT count(*)::int FROM files WHERE id = ${built.passport.fileId}) AS passport,
            (SELECT count(*)::int FROM files WHERE id = ${built.contract.fileId}) AS contract,
            (SELECT count(*)::int FROM customer_documents WHERE customer_id = ${built.demoCustomer.id}) AS documents,
            (SELECT count(*)::int FROM rental_inspections
               WHERE rental_id = ${built.rental.id} AND signature_file_id IS NOT NULL) AS signatures`,
    );
    expect(left).toEqual({ files: 0, passport: 0, contract: 1, documents: 0, signatures: 0 });
  });

  it('lets search find nothing of them, while the similar customer is still found', async () => {
    for (const value of [who.lastName, who.email, who.phone]) {
      const found = await search(value);
      expect(
        found.map((r) => r.id),
        value,
      ).not.toContain(built.demoCustomer.id);
      expect(
        found.map((r) => r.id),
        value,
      ).not.toContain(built.account.userId);
      const shown = found.map((r) => `${r.title} ${r.subtitle ?? ''}`).join(' ');
      expect(shown.toLowerCase()).not.toContain(who.email.toLowerCase());
    }
    expect((await search(similarName(who))).map((r) => r.id)).toContain(similar.id);
  });

  it('finds nothing more to remove the second time', async () => {
    const again = await erasePerson(f.t.database, files, who.email, 'en', now);
    expect(again).toEqual({ done: true, kept: [] });
  });
});

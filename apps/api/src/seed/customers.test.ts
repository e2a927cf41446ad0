import { customerCreateSchema } from '@motorpool/domain/schemas/customer';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import { auditLogs, customerDocuments, customers, files, users } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/databases.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { seedDemo } from './demo.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seeded: true }));
}, 120_000);
afterAll(async () => {
  await dispose();
});

const customersOf = async (subdomain: string) => {
  const id = await tenantId(database, subdomain);
  return database.withTenant(id, (tx) => tx.select().from(customers));
};

const tally = (values: (string | null)[]) =>
  values.reduce<Record<string, number>>(
    (acc, v) => ({ ...acc, [v ?? '']: (acc[v ?? ''] ?? 0) + 1 }),
    {},
  );

// columns the server or the status actions set, never the create form
const notInput = new Set([
  'tenantId',
  'id',
  'userId',
  'status',
  'marketingConsent',
  'createdAt',
  'updatedAt',
]);

const daysFromToday = (iso: string) => {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((new Date(`${iso}T00:00:00Z`).getTime() - today.getTime()) / 86_400_000);
};

describe('customer seed', () => {
  it('gives demo 150 customers besides its customer account: mostly active, 10 pending, 4 inactive, 3 suspended, 1 blacklisted', async () => {
    const rows = await customersOf('demo');
    const seeded = rows.filter((r) => r.userId === null);
    expect(seeded).toHaveLength(150);
    expect(tally(seeded.map((r) => r.status))).toEqual({
      active: 132,
      pending: 10,
      inactive: 4,
      suspended: 3,
      blacklisted: 1,
    });
    const types = tally(seeded.map((r) => r.customerType));
    expect(types.corporate).toBeGreaterThanOrEqual(8);
    expect(types.individual).toBeGreaterThan(100);
  });

  it('keeps the demo customer account and its link to its user', async () => {
    const demo = await tenantId(database, 'demo');
    const [linked] = await database.withTenant(demo, (tx) =>
      tx
        .select({ email: customers.email, userEmail: users.email })
        .from(customers)
        .innerJoin(users, eq(users.id, customers.userId)),
    );
    expect(linked).toEqual({ email: 'customer@demo.test', userEmail: 'customer@demo.test' });
  });

  it('gives every customer a unique e-mail, ID number and licence number, valid for the create contract', async () => {
    for (const subdomain of ['demo', 'acme']) {
      const seeded = (await customersOf(subdomain)).filter((r) => r.userId === null);
      const distinct = (values: (string | null)[]) =>
        new Set(values.map((v) => v?.toLowerCase())).size;
      expect(distinct(seeded.map((r) => r.email))).toBe(seeded.length);
      expect(distinct(seeded.map((r) => r.idNumber))).toBe(seeded.length);
      expect(distinct(seeded.map((r) => r.drivingLicenseNumber))).toBe(seeded.length);
      for (const row of seeded) {
        const input = Object.fromEntries(
          Object.entries(row).filter(([key, value]) => value !== null && !notInput.has(key)),
        );
        const parsed = customerCreateSchema.safeParse(input);
        expect(parsed.error?.issues ?? [], row.email).toEqual([]);
        // reserved example domains: the demo never mails a real address
        expect(row.email).toMatch(/@([a-z0-9-]+\.)?example(\.(com|net|org))?$/);
      }
    }
  });

  it('mixes nationalities, Arabic and Latin scripts, ages 21 to 70, licences expiring soon or expired, and two years of sign-ups', async () => {
    const seeded = (await customersOf('demo')).filter((r) => r.userId === null);
    const nationalities = new Set(seeded.map((r) => r.nationality));
    for (const code of ['SA', 'AE', 'KW', 'EG', 'IN', 'PK', 'PH', 'GB', 'US']) {
      expect(nationalities.has(code), code).toBe(true);
    }
    const arabic = seeded.filter((r) => /[\u0600-\u06ff]/.test(r.firstName + r.lastName));
    expect(arabic.length).toBeGreaterThanOrEqual(10);
    expect(seeded.length - arabic.length).toBeGreaterThan(100);
    expect(new Set(seeded.map((r) => r.phone.split(' ')[0])).size).toBeGreaterThanOrEqual(4);
    const ages = seeded.map((r) => -daysFromToday(r.dateOfBirth!) / 365.25);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(21);
    expect(Math.max(...ages)).toBeLessThanOrEqual(71);
    const expiries = seeded.map((r) => daysFromToday(r.licenseExpiryDate!));
    expect(expiries.filter((d) => d >= 0 && d <= 30).length).toBeGreaterThanOrEqual(5);
    expect(expiries.filter((d) => d < 0).length).toBeGreaterThanOrEqual(3);
    const ageInDays = seeded.map((r) => (Date.now() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ageInDays)).toBeGreaterThan(600);
    expect(Math.max(...ageInDays)).toBeLessThanOrEqual(732);
    expect(Math.min(...ageInDays)).toBeGreaterThan(0);
  });

  it('gives acme six customers of its own besides its customer account', async () => {
    const rows = await customersOf('acme');
    expect(rows.filter((r) => r.userId === null)).toHaveLength(6);
    expect(rows.filter((r) => r.userId !== null).map((r) => r.email)).toEqual([
      'customer@acme.test',
    ]);
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['AE']));
  });

  it('audits the creation of each seeded customer and the reason of each suspension', async () => {
    const demo = await tenantId(database, 'demo');
    const audits = await database.withTenant(demo, (tx) =>
      tx
        .select({ action: auditLogs.action, after: auditLogs.after })
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, 'customer'), eq(auditLogs.actorType, 'system'))),
    );
    expect(tally(audits.map((a) => a.action))).toMatchObject({
      create: 150,
      suspend: 3,
      blacklist: 1,
      deactivate: 4,
    });
    for (const audit of audits.filter((a) => a.action === 'suspend')) {
      expect((audit.after as { reason?: string }).reason).toMatch(/\w{4}/);
    }
  });

  it('gives about 30 customers documents in each review status, every pending customer among them', async () => {
    const demo = await tenantId(database, 'demo');
    const rows = await database.withTenant(demo, (tx) =>
      tx
        .select({
          customerId: customerDocuments.customerId,
          customerStatus: customers.status,
          status: customerDocuments.status,
          category: customerDocuments.category,
          reviewedBy: customerDocuments.reviewedBy,
          reason: customerDocuments.reason,
          contentType: files.contentType,
          content: files.content,
        })
        .from(customerDocuments)
        .innerJoin(customers, eq(customers.id, customerDocuments.customerId))
        .innerJoin(files, eq(files.id, customerDocuments.fileId)),
    );
    const holders = new Set(rows.map((r) => r.customerId));
    expect(holders.size).toBeGreaterThanOrEqual(25);
    expect(holders.size).toBeLessThanOrEqual(35);
    const statuses = tally(rows.map((r) => r.status));
    expect(statuses.pending).toBeGreaterThanOrEqual(10);
    expect(statuses.verified).toBeGreaterThanOrEqual(20);
    expect(statuses.rejected).toBeGreaterThanOrEqual(3);
    const pendingCustomers = (await customersOf('demo')).filter((c) => c.status === 'pending');
    for (const c of pendingCustomers) expect(holders.has(c.id), c.email).toBe(true);
    for (const r of rows) {
      expect(r.reviewedBy === null).toBe(r.status === 'pending');
      if (r.status === 'rejected') expect(r.reason).toBeTruthy();
      const magic = r.content.subarray(0, 4).toString('latin1');
      expect(magic).toBe(r.contentType === 'application/pdf' ? '%PDF' : '\x89PNG');
    }
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(['license', 'identification', 'insurance']),
    );
  });

  it('changes nothing when run again', async () => {
    const demo = await tenantId(database, 'demo');
    const counts = () =>
      database.withTenant(demo, async (tx) => ({
        customers: (await tx.select({ n: count() }).from(customers))[0]!.n,
        documents: (await tx.select({ n: count() }).from(customerDocuments))[0]!.n,
        audits: (
          await tx
            .select({ n: count() })
            .from(auditLogs)
            .where(eq(auditLogs.entityType, 'customer'))
        )[0]!.n,
      }));
    const before = await counts();
    await seedDemo(database);
    expect(await counts()).toEqual(before);
    expect(before.customers).toBe(151);
  });
});

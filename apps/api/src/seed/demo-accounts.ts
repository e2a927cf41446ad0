import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/engine.ts';
import { customers, platformUsers, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/secrets.ts';
import { recordTermsAgreement } from '../modules/consent/ports.ts';
import { seedSystemRoles } from '../modules/permissions/system-roles.ts';
import { demoCustomerSinceDays } from './demo-customer-bookings.ts';
import { dayMs } from './reservation-times.ts';

export const demoPassword = 'Demo@12345';

type Person = { role: string; firstName: string; lastName: string; phone: string };

// One account per role, with names that fit each company's market.
const people: Record<string, Person[]> = {
  demo: [
    { role: 'admin', firstName: 'Faisal', lastName: 'Al-Otaibi', phone: '+966 50 111 2001' },
    { role: 'manager', firstName: 'Noura', lastName: 'Al-Harbi', phone: '+966 50 111 2002' },
    { role: 'staff', firstName: 'Khalid', lastName: 'Al-Ghamdi', phone: '+966 50 111 2003' },
    { role: 'viewer', firstName: 'Reem', lastName: 'Al-Qahtani', phone: '+966 50 111 2004' },
    { role: 'customer', firstName: 'Abdullah', lastName: 'Al-Shehri', phone: '+966 55 222 3005' },
  ],
  acme: [
    { role: 'admin', firstName: 'Hamdan', lastName: 'Al-Mansoori', phone: '+971 50 333 4001' },
    { role: 'manager', firstName: 'Mariam', lastName: 'Al-Falasi', phone: '+971 50 333 4002' },
    { role: 'staff', firstName: 'Saeed', lastName: 'Al-Ketbi', phone: '+971 50 333 4003' },
    { role: 'viewer', firstName: 'Aisha', lastName: 'Al-Suwaidi', phone: '+971 50 333 4004' },
    { role: 'customer', firstName: 'Rashid', lastName: 'Al-Nuaimi', phone: '+971 55 444 5005' },
  ],
};

/** The demo customer's driving record: of age, licensed for years to come. */
function customerProfile(country: 'SA' | 'AE') {
  const now = new Date();
  return {
    dateOfBirth: '1988-04-17',
    drivingLicenseNumber: `${country}-DL-88041705`,
    licenseExpiryDate: `${now.getUTCFullYear() + 4}-03-31`,
    licenseCountry: country,
    createdAt: new Date(now.getTime() - demoCustomerSinceDays * dayMs),
  };
}

// Hashing is the slow part (argon2id): one hash of the shared demo password serves every account.
let demoHash: Promise<string> | undefined;
const passwordHash = () => (demoHash ??= hashPassword(demoPassword));

export async function seedDemoAccounts(
  database: Database,
  tenant: { id: string; subdomain: string },
): Promise<void> {
  const team = people[tenant.subdomain] ?? [];
  const hash = await passwordHash();
  await database.withTenant(tenant.id, async (tx) => {
    await seedSystemRoles(tx, tenant.id);
    for (const person of team) {
      const email = `${person.role}@${tenant.subdomain}.test`;
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          email,
          passwordHash: hash,
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.phone,
          // the branch manager also works the front desk: two roles to choose from at sign-in
          roles: person.role === 'manager' ? ['manager', 'staff'] : [person.role],
          emailVerifiedAt: new Date(),
          passwordChangedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // Demo accounts count as having agreed to the current terms, as a registration does.
      if (user) {
        await recordTermsAgreement(
          tx,
          { kind: 'user', tenantId: tenant.id, userId: user.id },
          'seed',
          'en',
        );
      }
      if (!user || person.role !== 'customer') continue;
      await tx
        .insert(customers)
        .values({
          tenantId: tenant.id,
          userId: user.id,
          firstName: person.firstName,
          lastName: person.lastName,
          email,
          phone: person.phone,
          country: tenant.subdomain === 'demo' ? 'SA' : 'AE',
          city: tenant.subdomain === 'demo' ? 'Riyadh' : 'Dubai',
          // a customer of the desk for over a year before booking online: old bookings are
          // theirs too (demo-customer-bookings.ts), and they may book again
          ...customerProfile(tenant.subdomain === 'demo' ? 'SA' : 'AE'),
        })
        .onConflictDoNothing();
    }
  });
}

export async function seedPlatformAdmin(database: Database): Promise<void> {
  const [admin] = await database.db
    .insert(platformUsers)
    .values({
      email: 'root@motorpool.test',
      passwordHash: await passwordHash(),
      firstName: 'Platform',
      lastName: 'Administrator',
      passwordChangedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: platformUsers.id });
  if (admin) {
    await database.db.transaction((tx) =>
      recordTermsAgreement(tx, { kind: 'platform', platformUserId: admin.id }, 'seed', 'en'),
    );
  }
}

export async function countDemoAccounts(database: Database, tenantId: string): Promise<number> {
  const rows = await database.withTenant(tenantId, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), sql`${users.email} like '%.test'`)),
  );
  return rows[0]?.n ?? 0;
}

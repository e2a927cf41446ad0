// Seeds the customers of a demo company: people of the Gulf and beyond, as they give their
// details at a rental desk (some in Arabic script), over the last two years, in every status.
// Drawn from a seeded generator, so every run plans the same people; seeding twice changes
// nothing (a customer whose e-mail or ID number is already there is left alone).
import type { CustomerStatus, CustomerType } from '@motorpool/domain/value-lists';
import { v7 as uuidv7 } from 'uuid';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/engine.ts';
import { customers, users } from '../db/schema/index.ts';
import { recordAudits } from '../modules/audit/service.ts';
import {
  corporateAccounts,
  customerNotes,
  origins,
  personalMailDomains,
  places,
  relationships,
  statusReasons,
  type Origin,
  type OriginCode,
  type PlaceCountry,
  type SeedName,
} from './customer-names.ts';
import { drawDocuments, insertDocuments, planDocuments } from './customer-documents.ts';
import { planKey, type SeedTenant } from './seed-tenant.ts';
import {
  idNumberFor,
  licenceNumberFor,
  mobilePhone,
  pick,
  seededRandom,
  type Holder,
  type Random,
} from './customer-identities.ts';

/** Who comes to the desk: nationality, where they live, how many. */
type Cohort = readonly [nationality: OriginCode, residence: PlaceCountry, count: number];

type Plan = {
  seed: number;
  cohorts: Cohort[];
  /** how far back the first customer registered */
  days: number;
  /** index (oldest first) → status other than active; the newest `pending` are pending */
  statuses: Record<number, CustomerStatus>;
  pending: number;
  corporateEvery: number;
};

const customerPlans: Record<string, Plan> = {
  demo: {
    seed: 0x5eed_c0de,
    cohorts: [
      ['SA', 'SA', 56],
      ['AE', 'AE', 14],
      ['KW', 'KW', 8],
      ['EG', 'SA', 14],
      ['EG', 'AE', 3],
      ['JO', 'SA', 4],
      ['IN', 'SA', 10],
      ['IN', 'AE', 5],
      ['PK', 'SA', 9],
      ['PK', 'AE', 3],
      ['PH', 'SA', 6],
      ['PH', 'AE', 4],
      ['GB', 'AE', 4],
      ['GB', 'GB', 4],
      ['US', 'SA', 3],
      ['US', 'US', 3],
    ],
    days: 730,
    statuses: {
      5: 'inactive',
      17: 'suspended',
      29: 'inactive',
      40: 'blacklisted',
      58: 'suspended',
      77: 'inactive',
      101: 'suspended',
      120: 'inactive',
    },
    pending: 10,
    corporateEvery: 13,
  },
  acme: {
    seed: 0xac3e_0001,
    cohorts: [
      ['AE', 'AE', 3],
      ['IN', 'AE', 1],
      ['GB', 'AE', 1],
      ['PH', 'AE', 1],
    ],
    days: 365,
    statuses: { 1: 'inactive' },
    pending: 1,
    corporateEvery: 4,
  },
};

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);
const arabicOrigins = new Set<OriginCode>(['SA', 'AE', 'KW', 'EG', 'JO']);

/** The e-mail's local part from a Latin spelling: letters only, lower case. */
const mailName = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function shuffled<T>(random: Random, list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

type CustomerRow = typeof customers.$inferInsert & { id: string; createdAt: Date };

function statusAt(plan: Plan, index: number, total: number): CustomerStatus {
  if (index >= total - plan.pending) return 'pending';
  return plan.statuses[index] ?? 'active';
}

/** Licence expiry: most a few years out, some within the month, a few already past. */
function licenceExpiry(random: Random, index: number, today: Date): string {
  if (index % 17 === 4) return isoDay(addDays(today, 3 + ((index * 7) % 26)));
  if (index % 37 === 10) return isoDay(addDays(today, -(15 + ((index * 11) % 300))));
  return isoDay(addDays(today, 60 + Math.floor(random() * 3_000)));
}

function birthDate(random: Random, index: number, today: Date): string {
  // a few at the minimum driver age, most between 25 and 55, some up to 70
  const age = index % 29 === 3 ? 21 : 21 + Math.floor(random() ** 1.6 * 49);
  const date = new Date(today);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  return isoDay(addDays(date, -Math.floor(random() * 360) - 1));
}

type PlannedCustomer = { row: CustomerRow; latinName: string };

export function planCustomers(subdomain: string, today: Date): PlannedCustomer[] {
  const plan = customerPlans[subdomain];
  if (!plan) return [];
  const random = seededRandom(plan.seed);
  const people = shuffled(
    random,
    plan.cohorts.flatMap(([nationality, residence, count]) =>
      Array.from({ length: count }, () => ({ nationality, residence })),
    ),
  );
  const taken = { email: new Set<string>(), id: new Set<string>(), licence: new Set<string>() };
  const unique = (kind: keyof typeof taken, make: (attempt: number) => string) => {
    for (let attempt = 0; ; attempt += 1) {
      const value = make(attempt);
      if (!taken[kind].has(value.toLowerCase())) {
        taken[kind].add(value.toLowerCase());
        return value;
      }
    }
  };
  const total = people.length;
  return people.map(({ nationality, residence }, index) => {
    const origin: Origin = origins[nationality];
    const gender = random() < 0.68 ? 'male' : 'female';
    const given: SeedName = pick(random, gender === 'male' ? origin.male : origin.female);
    const family: SeedName = pick(random, origin.family);
    const inArabic = arabicOrigins.has(nationality) && random() < 0.28;
    // Saudis often write the family name as one word in Latin letters: Aldosari
    const joined = nationality === 'SA' && random() < 0.25;
    const firstName = inArabic ? given[1]! : given[0];
    const lastName = inArabic
      ? family[1]!
      : joined
        ? family[0].replace(/^Al-(\w)/, (_, c: string) => `Al${c.toLowerCase()}`)
        : family[0];
    const dateOfBirth = birthDate(random, index, today);
    const holder: Holder = {
      nationality: origin.nationality,
      residence,
      dateOfBirth,
      gender,
      firstName: given[0],
      lastName: family[0],
    };
    const customerType: CustomerType =
      index % plan.corporateEvery === plan.corporateEvery - 1 ? 'corporate' : 'individual';
    const company = corporateAccounts[Math.floor(index / plan.corporateEvery) % 6]!;
    const first = mailName(given[0]);
    const last = mailName(family[0]);
    const email = unique('email', (attempt) => {
      const suffix = attempt === 0 ? '' : String(attempt + 1);
      if (customerType === 'corporate') return `${first}.${last}${suffix}@${company.domain}`;
      const domain = pick(random, personalMailDomains);
      const local = [
        `${first}.${last}`,
        `${first}${last}${dateOfBirth.slice(2, 4)}`,
        `${first[0]}.${last}`,
        `${first}_${last}`,
      ][index % 4];
      return `${local}${suffix}@${domain}`;
    });
    const idNumber = unique('id', () => idNumberFor(random, holder));
    const visitor = residence === nationality;
    const licenseCountry = residence === 'SA' || residence === 'AE' ? residence : nationality;
    const licence = unique('licence', () =>
      licenceNumberFor(random, holder, idNumber, licenseCountry),
    );
    const place = pick(random, places[residence]);
    const createdAt = addDays(
      today,
      -Math.round(((total - 1 - index) * plan.days) / Math.max(1, total - 1)) -
        1 +
        (8 + Math.floor(random() * 13)) / 24,
    );
    const status = statusAt(plan, index, total);
    const speaksArabic = arabicOrigins.has(nationality) && (inArabic || random() < 0.45);
    const hasEmergency = random() < 0.55;
    const row: CustomerRow = {
      tenantId: '',
      id: uuidv7({ msecs: createdAt.getTime() }),
      firstName,
      lastName,
      email,
      phone: mobilePhone(random, residence),
      secondaryPhone: !visitor && index % 3 === 0 ? mobilePhone(random, origin.nationality) : null,
      dateOfBirth,
      gender,
      nationality: origin.nationality,
      idNumber,
      drivingLicenseNumber: licence,
      licenseExpiryDate: licenceExpiry(random, index, today),
      licenseCountry,
      preferredContactMethod: pick(random, ['whatsapp', 'whatsapp', 'phone', 'email', 'sms']),
      preferredLanguage: speaksArabic ? 'ar' : 'en',
      country: residence,
      city: place.city,
      state: place.state,
      street: place.streets[index % place.streets.length]!,
      postalCode: place.postal ? String(place.postal + (index % 40)) : null,
      status,
      customerType,
      creditLimit: customerType === 'corporate' ? (25 + (index % 4) * 25) * 100_000 : 0,
      emergencyContactName: hasEmergency
        ? `${pick(random, gender === 'male' ? origin.female : origin.male)[0]} ${family[0]}`
        : null,
      emergencyContactPhone: hasEmergency ? mobilePhone(random, residence) : null,
      relationship: hasEmergency ? pick(random, relationships) : null,
      notes:
        customerType === 'corporate'
          ? `Corporate account: ${company.name}. Invoices to accounts payable.`
          : index % 9 === 2
            ? pick(random, customerNotes)
            : null,
      marketingConsent: random() < 0.4,
      createdAt,
      updatedAt: createdAt,
    };
    return { row, latinName: `${given[0]} ${family[0]}` };
  });
}

const statusActions: Partial<Record<CustomerStatus, 'suspend' | 'blacklist' | 'deactivate'>> = {
  suspended: 'suspend',
  blacklisted: 'blacklist',
  inactive: 'deactivate',
};

export async function seedCustomers(database: Database, tenant: SeedTenant): Promise<void> {
  const today = new Date(`${isoDay(new Date())}T00:00:00Z`);
  const planned = planCustomers(planKey(tenant), today);
  if (planned.length === 0) return;
  const rows = planned.map(({ row }) => ({ ...row, tenantId: tenant.id }));
  // Seeded before: nothing to draw or insert.
  const [present] = await database.withTenant(tenant.id, (tx) =>
    tx
      .select({ n: count() })
      .from(customers)
      .where(
        inArray(
          sql`lower(${customers.email})`,
          rows.map((r) => r.email.toLowerCase()),
        ),
      ),
  );
  if ((present?.n ?? 0) >= rows.length) return;
  const holders = planned.map(({ row, latinName }, index) => ({
    id: row.id,
    index,
    latinName,
    status: row.status!,
    idNumber: row.idNumber!,
    licence: row.drivingLicenseNumber!,
    licenceCountry: row.licenseCountry!,
    licenceExpiry: row.licenseExpiryDate!,
    createdAt: row.createdAt,
  }));
  const documents = planDocuments(holders);
  const cards = await drawDocuments(documents);

  await database.withTenant(tenant.id, async (tx) => {
    const created = await tx
      .insert(customers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: customers.id });
    const fresh = new Set(created.map((r) => r.id));
    const newRows = rows.filter((r) => fresh.has(r.id));
    if (newRows.length === 0) return;
    const staff = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, [`admin@${tenant.subdomain}.test`, `staff@${tenant.subdomain}.test`]),
      );
    const staffId = (role: string) =>
      staff.find((u) => u.email === `${role}@${tenant.subdomain}.test`)?.id ?? null;
    const documentAudits = await insertDocuments(
      tx,
      tenant.id,
      documents.filter((d) => fresh.has(d.holder.id)),
      cards,
      { uploader: staffId('staff'), reviewer: staffId('admin') },
    );
    const scope = { tenantId: tenant.id, actor: { type: 'system' as const } };
    await recordAudits(tx, scope, [
      ...newRows.map((c) => {
        const { tenantId: _tenant, ...stored } = c;
        return {
          action: 'create',
          entityType: 'customer',
          entityId: c.id,
          // as it was created: the status actions below brought it where it is
          after: { ...stored, status: c.status === 'pending' ? 'pending' : 'active' },
        };
      }),
      ...newRows.flatMap((c, i) => {
        const action = statusActions[c.status!];
        if (!action) return [];
        const reasons = statusReasons[c.status as keyof typeof statusReasons];
        return [
          {
            action,
            entityType: 'customer',
            entityId: c.id,
            before: { status: 'active' },
            after: { status: c.status, reason: reasons[i % reasons.length] },
          },
        ];
      }),
      ...documentAudits,
    ]);
  });
}

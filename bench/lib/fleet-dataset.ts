// The fleet benchmark's dataset: many companies of very different sizes (the largest has
// `largest` vehicles), each with branches, an admin who can sign in, and a varied fleet,
// inserted in multi-row INSERTs through the project's own database layer.
import { vehicleStatuses, type VehicleStatus } from '@motorpool/domain/value-lists';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../apps/api/src/db/engine.ts';
import { branches, users, vehicles } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/secrets.ts';
import { createTenantService } from '../../apps/api/src/modules/tenants/service.ts';
import { catalogue, paints } from '../../apps/api/src/seed/fleet-catalogue.ts';

export type FleetPlan = { tenants: number; smallest: number; largest: number };
export type FleetTenant = { id: string; subdomain: string; vehicles: number; branches: number };

export const benchPassword = 'Bench@12345';
export const adminEmail = (subdomain: string) => `admin@${subdomain}.test`;

// 27 columns a row: 2,000 rows stay under PostgreSQL's 65,535 bind parameters.
const BATCH = 2_000;
const DAY = 86_400_000;

/** Sizes from `largest` down to `smallest`, most companies small as in a real SaaS. */
export function tenantSizes(plan: FleetPlan): number[] {
  const { tenants, smallest, largest } = plan;
  if (tenants === 1) return [largest];
  const ratio = largest / smallest;
  return Array.from({ length: tenants }, (_, i) => {
    const rank = (tenants - 1 - i) / (tenants - 1);
    return Math.round(smallest * ratio ** (rank * rank));
  });
}

// A seeded generator (mulberry32): the same plan gives the same dataset on both engines.
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

const cities = [
  ['Riyadh', 'SA'],
  ['Jeddah', 'SA'],
  ['Dammam', 'SA'],
  ['Mecca', 'SA'],
  ['Medina', 'SA'],
  ['Dubai', 'AE'],
  ['Abu Dhabi', 'AE'],
  ['Sharjah', 'AE'],
  ['Doha', 'QA'],
  ['Kuwait City', 'KW'],
  ['Manama', 'BH'],
  ['Muscat', 'OM'],
] as const;

// Most of a rental fleet is out or ready; few are in the workshop or retired.
const statusWeights: [VehicleStatus, number][] = [
  ['available', 0.55],
  ['rented', 0.3],
  ['maintenance', 0.1],
  ['retired', 0.05],
];
if (statusWeights.length !== vehicleStatuses.length) throw new Error('status weights out of date');

const plateLetters = 'ABDEGHJKLNRSTUVXZ';
const vinAlphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function branchRows(tenantId: string, count: number, rng: ReturnType<typeof random>) {
  return Array.from({ length: count }, (_, i) => {
    const [city, country] = cities[i % cities.length]!;
    const code = `BR${String(i + 1).padStart(3, '0')}`;
    return {
      tenantId,
      id: uuidv7(),
      name: `${city} ${i < cities.length ? 'Central' : `Branch ${i + 1}`}`,
      code,
      address: `${rng.int(1, 9999)} King Road, ${city}`,
      city,
      country,
      phone: `+966 11 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      email: `${code.toLowerCase()}@branches.test`,
      status: rng.next() < 0.9 ? ('active' as const) : ('inactive' as const),
    };
  });
}

function vehicleRow(
  tenantId: string,
  serial: number,
  branchIds: string[],
  rng: ReturnType<typeof random>,
  now: number,
): typeof vehicles.$inferInsert {
  const model = rng.pick(catalogue);
  const year = rng.int(2014, 2026);
  const age = 2026 - year;
  const r = rng.next();
  let acc = 0;
  const status = statusWeights.find(([, weight]) => (acc += weight) > r)?.[0] ?? 'available';
  const createdAt = new Date(now - rng.next() * 3 * 365 * DAY);
  const lastService = new Date(now - rng.int(5, 300) * DAY);
  const vinTail = Array.from({ length: 6 }, () => rng.pick([...vinAlphabet])).join('');
  const plate =
    Array.from({ length: 3 }, () => rng.pick([...plateLetters])).join('') +
    ` ${String(serial).padStart(6, '0')}`;
  return {
    tenantId,
    id: uuidv7(),
    branchId: rng.pick(branchIds),
    make: model.make,
    model: model.model,
    vin: `${model.wmi}${vinTail}${String(serial).padStart(8, '0')}`,
    year,
    color: rng.pick(paints).name,
    licensePlate: plate,
    // newer cars rent for more; each company prices ±20 % around the catalogue rate
    dailyRate: Math.round((model.rate * (1 - age * 0.04) * (0.8 + rng.next() * 0.4)) / 100) * 100,
    mileage: age * rng.int(8_000, 35_000) + rng.int(0, 8_000),
    fuelType: model.fuelType,
    transmission: model.transmission,
    seatingCapacity: model.seats,
    category: model.category,
    status,
    features: model.features,
    engine: model.engine,
    horsepower: model.horsepower,
    fuelCapacity: model.fuelCapacity,
    trunkCapacity: model.trunkCapacity,
    doors: model.doors,
    lastService: lastService.toISOString().slice(0, 10),
    nextService: new Date(lastService.getTime() + 180 * DAY).toISOString().slice(0, 10),
    createdAt,
    updatedAt: createdAt,
  };
}

async function seedTenant(
  database: Database,
  index: number,
  size: number,
  hash: string,
): Promise<FleetTenant> {
  const subdomain = `fleet-${String(index + 1).padStart(2, '0')}`;
  const tenant = await createTenantService(database).createTenant(
    {
      name: `Fleet Bench ${index + 1}`,
      subdomain,
      adminEmail: adminEmail(subdomain),
      contactPhone: '+966 11 555 0100',
      address: 'Riyadh, Saudi Arabia',
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      taxRateBp: 1500,
    },
    { type: 'system' },
  );
  const rng = random(index + 1);
  const branchCount = Math.max(1, Math.min(40, Math.round(Math.sqrt(size) / 8)));
  const branchIds = await database.withTenant(tenant.id, async (tx) => {
    await tx.insert(users).values({
      tenantId: tenant.id,
      email: adminEmail(subdomain),
      passwordHash: hash,
      firstName: 'Bench',
      lastName: 'Admin',
      roles: ['admin'],
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(),
    });
    const rows = branchRows(tenant.id, branchCount, rng);
    await tx.insert(branches).values(rows);
    return rows.map((b) => b.id);
  });
  const now = Date.now();
  for (let start = 0; start < size; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, size - start) }, (_, i) =>
      vehicleRow(tenant.id, start + i + 1, branchIds, rng, now),
    );
    await database.withTenant(tenant.id, (tx) => tx.insert(vehicles).values(batch));
  }
  return { id: tenant.id, subdomain, vehicles: size, branches: branchCount };
}

/** Creates the companies of `plan`, largest first; run it before the server opens the data. */
export const generateFleet = (
  database: Database,
  plan: FleetPlan,
  log: (line: string) => void = () => {},
): Promise<FleetTenant[]> => generateFleetOfSizes(database, tenantSizes(plan), log);

/** Creates one company per size, in that order. */
export async function generateFleetOfSizes(
  database: Database,
  sizes: readonly number[],
  log: (line: string) => void = () => {},
): Promise<FleetTenant[]> {
  const hash = await hashPassword(benchPassword);
  const made: FleetTenant[] = [];
  for (const [index, size] of sizes.entries()) {
    const started = performance.now();
    made.push(await seedTenant(database, index, size, hash));
    log(
      `${made.at(-1)!.subdomain}: ${size} vehicles in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return made;
}

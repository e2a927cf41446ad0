// Seeds the fleet of a demo company: branches, vehicles with an image, maintenance history and
// registration document each, and the lookup lists. Seeding twice changes nothing.
import { lookupTypes } from '@motorpool/domain/schemas/lookup';
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import { eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Tx } from '../db/engine.ts';
import { recordAudits } from '../modules/audit/service.ts';
import { insertHistoryOrder } from '../modules/maintenance/history.ts';
import {
  branches,
  files,
  lookups,
  tenants,
  users,
  vehicleFiles,
  vehicleFuelLogs,
  vehicles,
} from '../db/schema/index.ts';
import { acmeBranches, demoBranches, type SeedBranch } from './fleet-branches.ts';
import { demoFuelLogs } from './fleet-fuel-logs.ts';
import { catalogue, paints } from './fleet-catalogue.ts';
import { seedLookups } from './fleet-lookups.ts';
import { planKey, type SeedTenant } from './seed-tenant.ts';
import { carImage, simplePdf } from './fleet-images.ts';

type FleetPlan = {
  branches: SeedBranch[];
  vehicles: number;
  serialBase: number;
  /** the cars joined the fleet this many days ago and up to half a year before, so that the
   * bookings' history (reservation-plan.ts) never runs ahead of the fleet it uses */
  inFleetDays: number;
};

const fleetPlans: Record<string, FleetPlan> = {
  demo: { branches: demoBranches, vehicles: 60, serialBase: 100_000, inFleetDays: 400 },
  acme: { branches: acmeBranches, vehicles: 8, serialBase: 200_000, inFleetDays: 45 },
};
const dayMs = 86_400_000;

const vinValues: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH']
    .map((c, i) => [c, i + 1] as [string, number])
    .concat(
      [...'JKLMN'].map((c, i) => [c, i + 1]),
      [['P', 7]],
      [['R', 9]],
      [...'STUVWXYZ'].map((c, i) => [c, i + 2]),
    ),
);
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Puts the ISO 3779 / FMVSS 115 check digit in position 9. */
export function withCheckDigit(vin: string): string {
  const total = [...vin].reduce(
    (sum, c, i) => sum + (/\d/.test(c) ? Number(c) : (vinValues[c] ?? 0)) * (vinWeights[i] ?? 0),
    0,
  );
  const check = total % 11 === 10 ? 'X' : String(total % 11);
  return `${vin.slice(0, 8)}${check}${vin.slice(9)}`;
}

const vinAlphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const yearCodes: Record<number, string> = {
  2019: 'K',
  2020: 'L',
  2021: 'M',
  2022: 'N',
  2023: 'P',
  2024: 'R',
  2025: 'S',
  2026: 'T',
};

function vinFor(wmi: string, model: string, year: number, serial: number): string {
  const digest = createHash('sha256').update(model).digest();
  const vds = [...digest.subarray(0, 5)].map((b) => vinAlphabet[b % vinAlphabet.length]).join('');
  return withCheckDigit(
    `${wmi}${vds}0${yearCodes[year] ?? 'P'}A${String(serial).padStart(6, '0')}`,
  );
}

const saudiLetters = 'ABDEGHJKLNRSTUVXZ';
function plateFor(country: string, city: string, index: number): string {
  const digits = String(1000 + ((index * 7919) % 9000));
  if (country === 'SA') {
    const letter = (n: number) => saudiLetters[n % saudiLetters.length];
    return `${letter(index)}${letter(index * 3 + 1)}${letter(index * 7 + 2)} ${digits}`;
  }
  const series = city === 'Dubai' ? 'ABCDEFGHIJKLMNOPQRS'[index % 19] : String(5 + (index % 12));
  return `${series} ${digits}${index % 10}`;
}

function statusFor(index: number, total: number): VehicleStatus {
  if (total >= 20 && index % 20 === 11) return 'retired';
  if (index % 12 === 7) return 'maintenance';
  if (index % 10 === 3) return 'rented';
  return 'available';
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

async function seedBranches(tx: Tx, tenantId: string, subdomain: string, list: SeedBranch[]) {
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `manager@${subdomain}.test`));
  await tx
    .insert(branches)
    .values(
      list.map((b) => ({
        tenantId,
        ...b,
        status: b.status ?? 'active',
        operatingHours: b.operatingHours ?? null,
        amenities: b.amenities ?? [],
        managerId: manager?.id ?? null,
      })),
    )
    .onConflictDoNothing();
  return tx
    .select({
      id: branches.id,
      code: branches.code,
      city: branches.city,
      country: branches.country,
    })
    .from(branches)
    .where(
      inArray(
        branches.code,
        list.map((b) => b.code),
      ),
    );
}

async function seedLookupLists(tx: Tx, tenantId: string) {
  await tx
    .insert(lookups)
    .values(
      lookupTypes.flatMap((type) =>
        (seedLookups[type] ?? []).map((l, i) => ({
          tenantId,
          type,
          code: l.code,
          name: l.name,
          nameAr: l.nameAr,
          value: l.value ?? null,
          sortOrder: (i + 1) * 10,
        })),
      ),
    )
    .onConflictDoNothing();
}

export async function seedFleet(database: Database, tenant: SeedTenant): Promise<void> {
  const plan = fleetPlans[planKey(tenant)];
  if (!plan) return;
  const tenantId = tenant.id;
  const thisYear = new Date().getUTCFullYear();
  const planned = Array.from({ length: plan.vehicles }, (_, i) => {
    const model = catalogue[(i * 7) % catalogue.length]!;
    const paint = paints[(i * 5) % paints.length]!;
    const year = Math.min(thisYear, 2019 + ((i * 3) % 7));
    return { i, model, paint, year, status: statusFor(i, plan.vehicles) };
  });
  const [company] = await database.db
    .select({ currency: tenants.currency })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  // Images are drawn before the transaction: nothing slow runs inside one.
  const images = await Promise.all(
    planned.map((p) => carImage(p.model.make, p.model.model, p.paint.hex)),
  );

  await database.withTenant(tenantId, async (tx) => {
    await seedLookupLists(tx, tenantId);
    const branchRows = await seedBranches(tx, tenantId, tenant.subdomain, plan.branches);
    if (branchRows.length === 0) return;
    const rows = planned.map((p) => {
      const branch = branchRows[p.i % branchRows.length]!;
      const age = thisYear - p.year;
      return {
        tenantId,
        id: uuidv7(),
        branchId: branch.id,
        make: p.model.make,
        model: p.model.model,
        vin: vinFor(p.model.wmi, p.model.model, p.year, plan.serialBase + p.i),
        year: p.year,
        color: p.paint.name,
        licensePlate: plateFor(branch.country, branch.city, p.i + plan.serialBase),
        dailyRate: p.model.rate,
        mileage: age * 18_000 + ((p.i * 7_31) % 9_000) + 350,
        fuelType: p.model.fuelType,
        transmission: p.model.transmission,
        seatingCapacity: p.model.seats,
        category: p.model.category,
        status: p.status,
        features: p.model.features,
        engine: p.model.engine,
        horsepower: p.model.horsepower,
        fuelCapacity: p.model.fuelCapacity > 0 ? p.model.fuelCapacity : null,
        trunkCapacity: p.model.trunkCapacity,
        doors: p.model.doors,
        createdAt: new Date(Date.now() - (plan.inFleetDays + ((p.i * 37) % 180)) * dayMs),
        lastService: isoDay(monthsAgo(1 + (p.i % 5))),
        nextService: isoDay(monthsAgo(-5 + (p.i % 5))),
      };
    });
    const created = await tx
      .insert(vehicles)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: vehicles.id });
    const fresh = new Set(created.map((r) => r.id));
    const newRows = rows.filter((r) => fresh.has(r.id));
    if (newRows.length === 0) return;

    const fileRows: (typeof files.$inferInsert)[] = [];
    const links: (typeof vehicleFiles.$inferInsert)[] = [];
    const records: Parameters<typeof insertHistoryOrder>[1][] = [];
    for (const v of newRows) {
      const index = rows.indexOf(v);
      const image = images[index]!;
      const imageId = uuidv7();
      const documentId = uuidv7();
      const pdf = simplePdf([
        'Vehicle registration',
        `${v.make} ${v.model} ${v.year}, ${v.color}`,
        `VIN ${v.vin}`,
        `Plate ${v.licensePlate}`,
      ]);
      for (const [id, fileName, contentType, content, thumbnail] of [
        [imageId, `${v.make}-${v.model}.png`, 'image/png', image.content, image.thumbnail],
        [documentId, `registration-${v.vin}.pdf`, 'application/pdf', pdf, null],
      ] as const) {
        fileRows.push({
          tenantId,
          id,
          fileName: fileName.replace(/\s+/g, '-'),
          contentType,
          sizeBytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          content,
          thumbnail,
        });
      }
      links.push(
        { tenantId, vehicleId: v.id, fileId: imageId, kind: 'image', isPrimary: true },
        {
          tenantId,
          vehicleId: v.id,
          fileId: documentId,
          kind: 'document',
          documentType: 'registration',
          expiryDate: isoDay(monthsAgo(-(6 + (index % 18)))),
        },
      );
      const services = 1 + (index % 3);
      for (let s = 0; s < services; s += 1) {
        records.push({
          tenantId,
          vehicleId: v.id,
          date: isoDay(monthsAgo(1 + (index % 5) + s * 6)),
          type: (['preventive', 'inspection', 'corrective'] as const)[(index + s) % 3]!,
          description: [
            'Engine oil and filter change, multi-point inspection',
            'Annual roadworthiness inspection (MVPI)',
            'Front brake pads and discs replaced',
          ][(index + s) % 3]!,
          cost: [45_000, 25_000, 120_000][(index + s) % 3]!,
          mileage: Math.max(0, v.mileage - s * 9_000 - 400),
          createdBy: null,
        });
      }
    }
    await tx.insert(files).values(fileRows);
    await tx.insert(vehicleFiles).values(links);
    const fuelLogs = demoFuelLogs(newRows, company?.currency ?? 'SAR');
    if (fuelLogs.length > 0) await tx.insert(vehicleFuelLogs).values(fuelLogs);
    // the maintenance history is completed work orders, numbered in date order
    records.sort((a, b) => a.date.localeCompare(b.date));
    for (const record of records) await insertHistoryOrder(tx, record);
    await recordAudits(
      tx,
      { tenantId, actor: { type: 'system' } },
      newRows.map((v) => ({
        action: 'create',
        entityType: 'vehicle',
        entityId: v.id,
        after: { make: v.make, model: v.model, vin: v.vin, source: 'seed' },
      })),
    );
  });
}

// Seeds a demo company's rentals over its seeded reservations (rentals-plan.ts), with their
// legs, inspections (no photos, no drawn signature), charges and audit rows. A running or
// pending rental holds its car in place of its reservation; every car marked rented is out on
// a running rental, or available. Seeding twice changes nothing.
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/engine.ts';
import {
  customers,
  damageReports,
  rentalCounters,
  rentalInspections,
  rentalLegs,
  rentals,
  reservations,
  users,
  vehicleHolds,
  vehicles,
} from '../db/schema/index.ts';
import { recordAudits } from '../modules/audit/service.ts';
import { createCompanySettingsService } from '../modules/tenants/company-settings-service.ts';
import { type PlannedRental, planRentals, type RentalPlanInput } from './rentals-plan.ts';
import { reservationPlans } from './reservation-plan.ts';
import { chunks } from './batches.ts';
import { withDamagePrices } from './damage-prices.ts';
import { planKey, type SeedTenant } from './seed-tenant.ts';

// ~45 columns a row: 500 rows stay well under PostgreSQL's 65,535 bind parameters.
const BATCH = 500;

const rentalNumberOf = (n: number) => `RNT-${String(n).padStart(6, '0')}`;

async function planInputs(
  tx: Tx,
  subdomain: string,
): Promise<Pick<RentalPlanInput, 'reservations' | 'vehicles' | 'customerNames' | 'staff'>> {
  const booked = await tx.select().from(reservations).orderBy(asc(reservations.createdAt));
  const fleet = await tx
    .select({
      id: vehicles.id,
      status: vehicles.status,
      mileage: vehicles.mileage,
      category: vehicles.category,
    })
    .from(vehicles);
  const people = await tx
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers);
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [`staff@${subdomain}.test`, `manager@${subdomain}.test`]))
    .orderBy(asc(users.email));
  return {
    reservations: booked,
    vehicles: fleet,
    customerNames: new Map(people.map((c) => [c.id, `${c.firstName} ${c.lastName}`])),
    staff: staff.map((u) => u.id),
  };
}

// The running and pending rentals take over their reservations' holds.
async function takeOverHolds(
  tx: Tx,
  taken: { id: string; number: string; reservationId: string }[],
) {
  for (const rental of taken) {
    await tx
      .update(vehicleHolds)
      .set({ kind: 'rental', sourceId: rental.id, reference: rental.number })
      .where(
        and(eq(vehicleHolds.kind, 'reservation'), eq(vehicleHolds.sourceId, rental.reservationId)),
      );
  }
}

async function insertDependents(
  tx: Tx,
  tenantId: string,
  stored: { id: string; planned: PlannedRental }[],
) {
  const legs = stored.flatMap(({ id, planned }) =>
    planned.leg ? [{ tenantId, rentalId: id, ...planned.leg }] : [],
  );
  for (const batch of chunks(legs, BATCH)) await tx.insert(rentalLegs).values(batch);
  const inspections = stored.flatMap(({ id, planned }) =>
    planned.inspections.map((i) => ({ tenantId, rentalId: id, ...i })),
  );
  for (const batch of chunks(inspections, BATCH)) await tx.insert(rentalInspections).values(batch);
  const damage = stored.flatMap(({ id, planned }) =>
    planned.damage
      ? [
          {
            tenantId,
            rentalId: id,
            vehicleId: planned.values.vehicleId,
            marks: planned.damage.marks,
            severity: planned.damage.severity,
            status: 'closed' as const,
            reportedBy: planned.inspections[1]?.recordedBy ?? null,
            reportedAt: planned.damage.at,
          },
        ]
      : [],
  );
  if (damage.length > 0) await tx.insert(damageReports).values(damage);
}

async function auditRentals(
  tx: Tx,
  tenantId: string,
  stored: { id: string; number: string; planned: PlannedRental }[],
) {
  const audits = stored.flatMap(({ id, number, planned }) => [
    {
      action: 'create',
      entityType: 'rental',
      entityId: id,
      at: planned.values.createdAt,
      after: {
        rentalNumber: number,
        status: 'pending',
        reservationId: planned.reservationId,
        vehicleId: planned.values.vehicleId,
        totalAmount: planned.values.totalAmount,
      },
    },
    ...planned.steps.map((step) => ({
      action: step.action,
      entityType: 'rental',
      entityId: id,
      at: step.at,
      before: { status: step.action === 'checkin' ? 'active' : 'pending' },
      after: step.after,
    })),
  ]);
  for (const batch of chunks(audits, 2_000)) {
    await recordAudits(tx, { tenantId, actor: { type: 'system' } }, batch);
  }
}

// A car marked rented is out on a running rental; without one it is back on the lot.
async function settleRentedCars(tx: Tx) {
  const running = tx
    .select({ id: rentals.vehicleId })
    .from(rentals)
    .where(eq(rentals.status, 'active'));
  await tx
    .update(vehicles)
    .set({ status: 'available' })
    .where(and(eq(vehicles.status, 'rented'), notInArray(vehicles.id, running)));
}

export async function seedRentals(database: Database, tenant: SeedTenant): Promise<void> {
  const plan = reservationPlans[planKey(tenant)];
  if (!plan) return;
  const tenantId = tenant.id;
  // Read before the transaction: PGlite runs one at a time.
  const { company, rentalPolicy, payments } = await createCompanySettingsService({
    database,
    moneyHolders: [],
    changed: () => {},
  }).get(tenantId);
  await database.withTenant(tenantId, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(rentals);
    if ((existing?.n ?? 0) === 0) {
      const inputs = await planInputs(tx, tenant.subdomain);
      const planned = planRentals({
        ...inputs,
        policy: withDamagePrices(rentalPolicy),
        deposits: payments.securityDepositPerCategory,
        timeZone: company.timeZone,
        now: new Date(),
        seed: plan.seed ^ 0x2e47,
      });
      const stored: { id: string; number: string; planned: PlannedRental }[] = [];
      for (const [b, batch] of chunks(planned, BATCH).entries()) {
        const rows = batch.map((p, i) => ({
          tenantId,
          rentalNumber: rentalNumberOf(b * BATCH + i + 1),
          ...p.values,
        }));
        const created = await tx
          .insert(rentals)
          .values(rows)
          // another instance starting at the same moment seeded them first
          .onConflictDoNothing()
          .returning({ id: rentals.id, number: rentals.rentalNumber });
        const byNumber = new Map(created.map((c) => [c.number, c.id]));
        rows.forEach((row, i) => {
          const id = byNumber.get(row.rentalNumber);
          if (id) stored.push({ id, number: row.rentalNumber, planned: batch[i]! });
        });
      }
      await insertDependents(tx, tenantId, stored);
      await takeOverHolds(
        tx,
        stored
          .filter(
            (s) => s.planned.values.status === 'active' || s.planned.values.status === 'pending',
          )
          .map((s) => ({ id: s.id, number: s.number, reservationId: s.planned.reservationId })),
      );
      await tx
        .insert(rentalCounters)
        .values({ tenantId, lastNumber: planned.length })
        .onConflictDoUpdate({
          target: rentalCounters.tenantId,
          set: { lastNumber: sql`greatest(${rentalCounters.lastNumber}, excluded.last_number)` },
        });
      await auditRentals(tx, tenantId, stored);
    }
    await settleRentedCars(tx);
  });
}

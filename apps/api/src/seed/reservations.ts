// Seeds the bookings of a demo company: a year of history and two months ahead (demo), a few
// weeks (acme), priced by the domain with the company's settings. Pending and confirmed
// bookings hold their car in vehicle_holds, so the exclusion constraint checks the plan.
// Seeding twice changes nothing: a company with bookings already is left alone.
import { addOnPriceOf } from '@motorpool/domain/add-on-price';
import type { ChosenAddOn } from '@motorpool/domain/reservation-pricing';
import { type AddOnLookupType, addOnLookupTypes } from '@motorpool/domain/schemas/reservation';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/engine.ts';
import {
  branches,
  customers,
  lookups,
  reservationCounters,
  reservations,
  users,
  vehicleHolds,
  vehicles,
} from '../db/schema/index.ts';
import { recordAudits } from '../modules/audit/service.ts';
import { holdPeriod } from '../modules/holds/service.ts';
import { createCompanySettingsService } from '../modules/tenants/company-settings-service.ts';
import { giveToDemoCustomer } from './demo-customer-bookings.ts';
import { seedExtras } from './reservation-add-ons.ts';
import {
  type PlanInput,
  type PlannedReservation,
  type PlanSettings,
  planReservations,
  reservationPlans,
} from './reservation-plan.ts';
import { chunks } from './batches.ts';
import { planKey, type SeedTenant } from './seed-tenant.ts';

export async function planInputs(
  tx: Tx,
  subdomain: string,
): Promise<Omit<PlanInput, 'settings' | 'now'>> {
  const fleet = await tx
    .select({
      id: vehicles.id,
      status: vehicles.status,
      dailyRate: vehicles.dailyRate,
      branchId: vehicles.branchId,
    })
    .from(vehicles)
    .orderBy(asc(vehicles.vin));
  const desks = await tx
    .select({
      id: branches.id,
      country: branches.country,
      status: branches.status,
      operatingHours: branches.operatingHours,
    })
    .from(branches)
    .orderBy(asc(branches.code));
  const people = await tx
    .select({
      id: customers.id,
      status: customers.status,
      customerType: customers.customerType,
      dateOfBirth: customers.dateOfBirth,
      licenseExpiryDate: customers.licenseExpiryDate,
      createdAt: customers.createdAt,
      userId: customers.userId,
    })
    .from(customers)
    .orderBy(asc(customers.email));
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [`staff@${subdomain}.test`, `manager@${subdomain}.test`]))
    .orderBy(asc(users.email));
  const offered = await tx
    .select()
    .from(lookups)
    .where(and(inArray(lookups.type, [...addOnLookupTypes]), eq(lookups.isActive, true)))
    .orderBy(asc(lookups.type), asc(lookups.sortOrder));
  const addOns = offered.flatMap((l): ChosenAddOn[] => {
    const price = addOnPriceOf(l.value);
    if (!price) return [];
    const type = l.type as AddOnLookupType;
    return [
      {
        code: l.code,
        type,
        name: l.name,
        nameAr: l.nameAr,
        unit: price.unit,
        unitPrice: price.price,
        quantity: 1,
      },
    ];
  });
  return {
    vehicles: fleet,
    branches: desks,
    // The demo account's trips are chosen by giveToDemoCustomer: the draws pass it by, as
    // they always have (it stays in the list, so every other draw lands where it did).
    customers: people.map(({ customerType, userId, ...c }) => ({
      ...c,
      ...(userId ? { licenseExpiryDate: null } : {}),
      corporate: customerType === 'corporate',
    })),
    staff: staff.map((u) => u.id),
    addOns,
  };
}

export async function bookingSettings(database: Database, tenantId: string): Promise<PlanSettings> {
  const settings = await createCompanySettingsService({
    database,
    moneyHolders: [],
    changed: () => {},
  }).get(tenantId);
  return { ...settings.company, ...settings.rentalPolicy };
}

const rowOf = (tenantId: string, p: PlannedReservation) => ({
  tenantId,
  reservationNumber: p.reservationNumber,
  customerId: p.customerId,
  vehicleId: p.vehicleId,
  pickupBranchId: p.pickupBranchId,
  returnBranchId: p.returnBranchId,
  pickupDate: p.pickupDate,
  returnDate: p.returnDate,
  status: p.status,
  source: p.source,
  currency: p.quote.currency,
  dailyRate: p.quote.dailyRate,
  days: p.quote.days,
  subtotal: p.quote.subtotal,
  addOns: p.quote.addOns,
  addOnsTotal: p.quote.addOnsTotal,
  discount: p.quote.discount,
  additionalFees: p.quote.additionalFees,
  taxRateBp: p.quote.taxRateBp,
  tax: p.quote.tax,
  totalAmount: p.quote.total,
  specialRequests: p.specialRequests,
  notes: p.notes,
  internalNotes: p.internalNotes,
  cancellationReason: p.cancellationReason,
  confirmedAt: p.confirmedAt,
  cancelledAt: p.cancelledAt,
  createdBy: p.createdBy,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

const stepAudit = {
  confirm: () => ({ before: { status: 'pending' }, after: { status: 'confirmed' } }),
  cancel: (p: PlannedReservation) => ({
    before: { status: p.confirmedAt ? 'confirmed' : 'pending' },
    after: { status: 'cancelled', reason: p.cancellationReason },
  }),
  no_show: () => ({ before: { status: 'confirmed' }, after: { status: 'no_show' } }),
  complete: () => ({ before: { status: 'confirmed' }, after: { status: 'completed' } }),
};

export async function seedReservations(database: Database, tenant: SeedTenant): Promise<void> {
  const key = planKey(tenant);
  if (!reservationPlans[key]) return;
  const tenantId = tenant.id;
  // Read before the transaction: PGlite runs one at a time.
  const settings = await bookingSettings(database, tenantId);
  await database.withTenant(tenantId, async (tx) => {
    await seedExtras(tx, tenantId);
    const [booked] = await tx.select({ n: count() }).from(reservations);
    if ((booked?.n ?? 0) > 0) return;
    const inputs = await planInputs(tx, tenant.subdomain);
    const now = new Date();
    const [account] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, `customer@${tenant.subdomain}.test`));
    const plan = planReservations(key, { ...inputs, settings, now });
    const planned = account ? giveToDemoCustomer(plan, account.id, now) : plan;
    if (planned.length === 0) return;

    const created: { id: string; reservationNumber: string }[] = [];
    for (const batch of chunks(planned)) {
      created.push(
        ...(await tx
          .insert(reservations)
          .values(batch.map((p) => rowOf(tenantId, p)))
          // another instance starting at the same moment seeded them first
          .onConflictDoNothing()
          .returning({ id: reservations.id, reservationNumber: reservations.reservationNumber })),
      );
    }
    const idOf = new Map(created.map((r) => [r.reservationNumber, r.id]));
    const fresh = planned.flatMap((p) => {
      const id = idOf.get(p.reservationNumber);
      return id ? [{ ...p, id }] : [];
    });
    if (fresh.length === 0) return;

    const holding = fresh.filter((p) => p.status === 'pending' || p.status === 'confirmed');
    for (const batch of chunks(holding)) {
      await tx.insert(vehicleHolds).values(
        batch.map((p) => {
          const period = holdPeriod(p.pickupDate, p.returnDate, settings.turnaroundBufferMinutes);
          return {
            tenantId,
            vehicleId: p.vehicleId,
            kind: 'reservation' as const,
            sourceId: p.id,
            reference: p.reservationNumber,
            period: `[${period.start.toISOString()},${period.end.toISOString()})`,
          };
        }),
      );
    }
    await tx
      .insert(reservationCounters)
      .values({ tenantId, lastNumber: planned.length })
      .onConflictDoUpdate({
        target: reservationCounters.tenantId,
        set: { lastNumber: sql`greatest(${reservationCounters.lastNumber}, excluded.last_number)` },
      });

    const audits = fresh.flatMap((p) => [
      {
        action: 'create',
        entityType: 'reservation',
        entityId: p.id,
        at: p.createdAt,
        after: {
          reservationNumber: p.reservationNumber,
          status: 'pending',
          source: p.source,
          customerId: p.customerId,
          vehicleId: p.vehicleId,
          pickupDate: p.pickupDate.toISOString(),
          returnDate: p.returnDate.toISOString(),
          totalAmount: p.quote.total,
        },
      },
      ...p.history.map((step) => ({
        action: step.action,
        entityType: 'reservation',
        entityId: p.id,
        at: step.at,
        ...stepAudit[step.action](p),
      })),
    ]);
    for (const batch of chunks(audits, 2_000)) {
      await recordAudits(tx, { tenantId, actor: { type: 'system' } }, batch);
    }
  });
}

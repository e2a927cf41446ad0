import { addOnPriceOf } from '@motorpool/domain/add-on-price';
import { mayBook } from '@motorpool/domain/customer-standing';
import { quoteReservation } from '@motorpool/domain/reservation-pricing';
import { isBranchOpen } from '@motorpool/domain/schemas/branch';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import {
  auditLogs,
  branches,
  customers,
  lookups,
  rentals,
  reservationCounters,
  reservations,
  vehicleHolds,
  vehicles,
} from '../db/schema/index.ts';
import { isExclusionViolation } from '../lib/pg-errors.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestDatabase } from '../test/databases.ts';
import { seedDemo } from './demo.ts';
import { hhmm, localDay, weekdayOf } from './reservation-times.ts';

let database: Database;
let dispose: () => Promise<void>;
let demo: string;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seeded: true }));
  demo = await tenantId(database, 'demo');
}, 120_000);
afterAll(async () => {
  await dispose();
});

// Riyadh keeps UTC+3 all year
const timeZone = 'Asia/Riyadh';
const hourMs = 3_600_000;
const rowsOf = (id: string) =>
  database.withTenant(id, (tx) => tx.select().from(reservations).orderBy(reservations.createdAt));

// the bookings a rental took over, by reservation id
const rentalsOf = (id: string) =>
  database
    .withTenant(id, (tx) => tx.select().from(rentals))
    .then((rows) => new Map(rows.map((r) => [r.reservationId, r])));

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

describe('reservation seed', () => {
  it('gives demo about 1,500 bookings over the past year and the next two months, in every status', async () => {
    const rows = await rowsOf(demo);
    expect(rows.length).toBeGreaterThanOrEqual(1_350);
    expect(rows.length).toBeLessThanOrEqual(1_650);
    const now = Date.now();
    // a rented car's booking runs (or is overdue) on its rental; every other is past or future
    const rented = await rentalsOf(demo);
    const running = rows.filter((r) => rented.get(r.id)?.status === 'active');
    const rest = rows.filter((r) => !running.includes(r));
    const past = rest.filter((r) => r.returnDate.getTime() < now);
    const future = rest.filter((r) => r.pickupDate.getTime() > now);
    expect(past.length + future.length).toBe(rest.length);
    expect(running.length).toBeGreaterThanOrEqual(3);
    for (const r of running) {
      expect(r.status, r.reservationNumber).toBe('confirmed');
      expect(r.pickupDate.getTime()).toBeLessThan(now);
    }
    const pastStatuses = tally(past.map((r) => r.status));
    expect(Object.keys(pastStatuses).sort()).toEqual(['cancelled', 'completed', 'no_show']);
    expect(pastStatuses.completed! / past.length).toBeGreaterThan(0.75);
    expect(pastStatuses.no_show).toBeGreaterThanOrEqual(20);
    const futureStatuses = tally(future.map((r) => r.status));
    expect(Object.keys(futureStatuses).sort()).toEqual(['cancelled', 'confirmed', 'pending']);
    expect(futureStatuses.pending).toBeGreaterThanOrEqual(20);
    expect(futureStatuses.confirmed).toBeGreaterThanOrEqual(20);
    const days = (d: Date) => (d.getTime() - now) / (24 * hourMs);
    expect(Math.min(...rows.map((r) => days(r.pickupDate)))).toBeLessThan(-355);
    expect(Math.max(...rows.map((r) => days(r.returnDate)))).toBeGreaterThan(50);
    expect(Math.max(...rows.map((r) => days(r.returnDate)))).toBeLessThanOrEqual(62);
    const sources = tally(rows.map((r) => r.source));
    expect(sources.back_office! / rows.length).toBeGreaterThan(0.8);
    expect(sources.customer_area).toBeGreaterThanOrEqual(50);
    expect(rows.filter((r) => r.addOns.length > 0).length).toBeGreaterThan(200);
    expect(rows.map((r) => r.reservationNumber)).toEqual(
      rows.map((_, i) => `RES-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('stamps and explains each outcome', async () => {
    for (const r of await rowsOf(demo)) {
      expect(r.createdAt.getTime()).toBeLessThan(r.pickupDate.getTime());
      expect(r.createdAt.getTime()).toBeLessThan(Date.now());
      if (['confirmed', 'completed', 'no_show'].includes(r.status)) {
        expect(r.confirmedAt).not.toBeNull();
      }
      if (r.status === 'pending') expect(r.confirmedAt).toBeNull();
      if (r.status === 'cancelled') {
        expect(r.cancellationReason).toMatch(/\w{4}/);
        expect(r.cancelledAt).not.toBeNull();
      } else {
        expect([r.cancellationReason, r.cancelledAt]).toEqual([null, null]);
      }
    }
  });

  it('prices every booking as the domain quotes it with the company settings and add-on prices', async () => {
    const offered = await database.withTenant(demo, (tx) => tx.select().from(lookups));
    const price = new Map(offered.map((l) => [l.code, addOnPriceOf(l.value)]));
    for (const r of await rowsOf(demo)) {
      const quote = quoteReservation({
        currency: 'SAR',
        dailyRate: r.dailyRate,
        pickupDate: r.pickupDate,
        returnDate: r.returnDate,
        graceMinutes: 59,
        taxRateBp: 1000,
        addOns: r.addOns.map(({ total: _total, ...a }) => a),
        discount: r.discount,
        additionalFees: r.additionalFees,
      });
      expect(
        [r.days, r.subtotal, r.addOnsTotal, r.tax, r.totalAmount, r.addOns],
        r.reservationNumber,
      ).toEqual([
        quote.days,
        quote.subtotal,
        quote.addOnsTotal,
        quote.tax,
        quote.total,
        quote.addOns,
      ]);
      for (const a of r.addOns) expect(price.get(a.code)?.price).toBe(a.unitPrice);
    }
  });

  it('picks up and returns inside the branches opening hours, at active branches', async () => {
    const desks = await database.withTenant(demo, (tx) => tx.select().from(branches));
    const byId = new Map(desks.map((b) => [b.id, b]));
    const local = (instant: Date) => {
      const day = localDay(instant, timeZone);
      return {
        weekday: weekdayOf(day),
        time: hhmm(Math.round((instant.getTime() + 3 * hourMs - day.getTime()) / 60_000)),
      };
    };
    for (const r of await rowsOf(demo)) {
      for (const [branchId, instant] of [
        [r.pickupBranchId, r.pickupDate],
        [r.returnBranchId, r.returnDate],
      ] as const) {
        const branch = byId.get(branchId)!;
        expect(branch.status).toBe('active');
        const { weekday, time } = local(instant);
        if (branch.operatingHours) {
          expect(
            isBranchOpen(branch.operatingHours, weekday, time),
            `${branch.code} ${weekday} ${time}`,
          ).toBe(true);
        }
      }
    }
  });

  it('books future cars only for customers who may book, on cars that can be booked', async () => {
    const people = await database.withTenant(demo, (tx) => tx.select().from(customers));
    const fleet = await database.withTenant(demo, (tx) => tx.select().from(vehicles));
    const person = new Map(people.map((c) => [c.id, c]));
    const car = new Map(fleet.map((v) => [v.id, v]));
    const today = localDay(new Date(), timeZone).toISOString().slice(0, 10);
    const isoDay = (d: Date) => localDay(d, timeZone).toISOString().slice(0, 10);
    const active = (await rowsOf(demo)).filter(
      (r) => r.status === 'pending' || r.status === 'confirmed',
    );
    expect(active.length).toBeGreaterThan(50);
    for (const r of active) {
      const customer = person.get(r.customerId)!;
      expect(['active', 'pending']).toContain(customer.status);
      const verdict = mayBook(customer, {
        pickupDate: isoDay(r.pickupDate),
        returnDate: isoDay(r.returnDate),
        today,
        minimumDriverAge: 21,
      });
      expect(verdict, r.reservationNumber).toEqual({ ok: true });
      // a car in the workshop now is booked for after its work order (the holds never overlap)
      expect(['available', 'rented', 'maintenance']).toContain(car.get(r.vehicleId)!.status);
    }
    // a rented car is out on its rental for now: no other booking in the days around today
    const rented = await rentalsOf(demo);
    for (const r of await rowsOf(demo)) {
      if (car.get(r.vehicleId)!.status !== 'rented') continue;
      if (rented.get(r.id)?.status === 'active') continue;
      const days = (d: Date) => (d.getTime() - Date.now()) / (24 * hourMs);
      expect(days(r.returnDate) < -3 || days(r.pickupDate) > 3, r.reservationNumber).toBe(true);
    }
  });

  it('holds the car for each pending and confirmed booking only, with the buffer, never overlapping', async () => {
    const rows = await rowsOf(demo);
    const rented = await rentalsOf(demo);
    const holds = await database.withTenant(demo, (tx) =>
      tx
        .select({
          sourceId: vehicleHolds.sourceId,
          vehicleId: vehicleHolds.vehicleId,
          start: sql<string>`lower(${vehicleHolds.period})::text`,
          end: sql<string>`upper(${vehicleHolds.period})::text`,
        })
        .from(vehicleHolds)
        // work orders hold their cars too (seed/maintenance.test.ts)
        .where(ne(vehicleHolds.kind, 'maintenance')),
    );
    const active = rows.filter((r) => r.status === 'pending' || r.status === 'confirmed');
    // a booking a rental took over holds through its rental (kind rental, the rental's id)
    const holder = (r: (typeof rows)[number]) => rented.get(r.id)?.id ?? r.id;
    expect(holds.map((h) => h.sourceId).sort()).toEqual(active.map(holder).sort());
    const byId = new Map(active.map((r) => [holder(r), r]));
    for (const h of holds) {
      const r = byId.get(h.sourceId)!;
      expect(h.vehicleId).toBe(r.vehicleId);
      expect(new Date(h.start).getTime()).toBe(r.pickupDate.getTime());
      expect(new Date(h.end).getTime()).toBe(r.returnDate.getTime() + hourMs);
    }
    const other = alias(vehicleHolds, 'other');
    const [overlaps] = await database.withTenant(demo, (tx) =>
      tx
        .select({ n: count() })
        .from(vehicleHolds)
        .innerJoin(
          other,
          and(
            eq(other.vehicleId, vehicleHolds.vehicleId),
            sql`${vehicleHolds.id} < ${other.id}`,
            sql`${vehicleHolds.period} && ${other.period}`,
          ),
        ),
    );
    expect(overlaps?.n).toBe(0);
    // the constraint stands behind it: a hold over a seeded one is refused
    const taken = holds[0]!;
    const error = await database
      .withTenant(demo, (tx) =>
        tx.insert(vehicleHolds).values({
          tenantId: demo,
          vehicleId: taken.vehicleId,
          kind: 'maintenance',
          sourceId: taken.vehicleId,
          reference: 'overlap probe',
          period: `[${taken.start},${taken.end})`,
        }),
      )
      .catch((e: unknown) => e);
    expect(isExclusionViolation(error)).toBe(true);
  });

  it('continues the numbering after the seeded bookings and audits each step', async () => {
    const rows = await rowsOf(demo);
    const [counter] = await database.withTenant(demo, (tx) =>
      tx.select().from(reservationCounters).where(eq(reservationCounters.tenantId, demo)),
    );
    expect(counter?.lastNumber).toBe(rows.length);
    const audits = await database.withTenant(demo, (tx) =>
      tx
        .select({ action: auditLogs.action, n: count() })
        .from(auditLogs)
        .where(eq(auditLogs.entityType, 'reservation'))
        .groupBy(auditLogs.action),
    );
    const byAction = Object.fromEntries(audits.map((a) => [a.action, a.n]));
    const statuses = tally(rows.map((r) => r.status));
    expect(byAction.create).toBe(rows.length);
    expect(byAction.cancel).toBe(statuses.cancelled);
    expect(byAction.no_show).toBe(statuses.no_show);
    expect(byAction.complete).toBe(statuses.completed);
  });

  it('gives acme a few bookings of its own', async () => {
    const acme = await tenantId(database, 'acme');
    const rows = await rowsOf(acme);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['AED']));
    expect(rows.every((r) => r.taxRateBp === 500)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const counts = () =>
      database.withTenant(demo, async (tx) => ({
        reservations: (await tx.select({ n: count() }).from(reservations))[0]!.n,
        holds: (await tx.select({ n: count() }).from(vehicleHolds))[0]!.n,
        audits: (
          await tx
            .select({ n: count() })
            .from(auditLogs)
            .where(eq(auditLogs.entityType, 'reservation'))
        )[0]!.n,
        extras: (await tx.select({ n: count() }).from(lookups).where(eq(lookups.type, 'EXTRA')))[0]!
          .n,
      }));
    const before = await counts();
    await seedDemo(database);
    expect(await counts()).toEqual(before);
    expect(before.extras).toBe(6);
  });
});

// Helpers for the return and change tests: not part of the server. A rental out on the road is
// written the way checkout leaves it (calendar-test-support.ts), then placed in real time: the
// checks of check-in, extension and the overdue job run against the clock.
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox, rentals, reservations, vehicleHolds, vehicles } from '../../db/schema/index.ts';
import { storeRental } from './calendar-test-support.ts';
import { confirmedReservation, hour, rentalParties } from './test-support.ts';

type Fleet = Parameters<typeof confirmedReservation>[0];
type Booking = Parameters<typeof confirmedReservation>[1];

export { hour };
export const day = 24 * hour;

let slot = 0;

export type OutRental = Booking & {
  id: string;
  rentalNumber: string;
  reservationId: string;
  pickupDate: Date;
  returnDate: Date;
};

const range = (from: Date, to: Date) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

/**
 * An active rental picked up at now + `from` and due back at now + `to` (ms; negative is past),
 * its car rented with the odometer at 1000 km and a full tank.
 */
export async function rentalOut(
  f: Fleet,
  period: { from: number; to: number },
  options: { parties?: Booking; addOns?: { code: string; quantity: number }[] } = {},
): Promise<OutRental> {
  const b = options.parties ?? (await rentalParties(f));
  slot += 1;
  // booked far ahead on its own slot for as long (so priced for its days), then moved
  const start = (2000 + slot * 120) * hour;
  const booked = await confirmedReservation(f, b, start, start + period.to - period.from, {
    ...(options.addOns ? { addOns: options.addOns } : {}),
  });
  const now = Date.now();
  const pickup = new Date(now + period.from);
  const due = new Date(now + period.to);
  await f.t.database.withTenant(f.demo, async (tx) => {
    await tx
      .update(reservations)
      .set({ pickupDate: pickup, returnDate: due })
      .where(eq(reservations.id, booked.id));
    await tx
      .update(vehicleHolds)
      .set({ period: range(pickup, new Date(due.getTime() + hour)) as unknown as string })
      .where(eq(vehicleHolds.sourceId, booked.id));
  });
  const row = await storeRental(f, booked.id, {
    status: 'active',
    out: { from: pickup, to: null },
  });
  await f.t.database.withTenant(f.demo, async (tx) => {
    await tx
      .update(vehicles)
      .set({ status: 'rented', mileage: 1000 })
      .where(eq(vehicles.id, b.vehicleId));
    await tx
      .update(rentals)
      .set({ fuelLevel: 100, startMileage: 1000 })
      .where(eq(rentals.id, row.id));
  });
  return {
    ...b,
    id: row.id,
    rentalNumber: row.rentalNumber,
    reservationId: booked.id,
    pickupDate: pickup,
    returnDate: due,
  };
}

/** Moves the rental's dates (and its hold) by `ms`: a way to make it overdue. */
export async function shiftRental(f: Fleet, id: string, ms: number) {
  await f.t.database.withTenant(f.demo, async (tx) => {
    await tx
      .update(rentals)
      .set({
        returnDate: sql`${rentals.returnDate} + ${`${ms} milliseconds`}::interval`,
        originalReturnDate: sql`${rentals.originalReturnDate} + ${`${ms} milliseconds`}::interval`,
      })
      .where(eq(rentals.id, id));
  });
}

/** Sets the company's rental policy (PATCH /tenants/current/settings). */
export async function setPolicy(f: Fleet, rentalPolicy: object) {
  const res = await f.call('PATCH', '/tenants/current/settings', f.admin, {
    body: { rentalPolicy },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const returnBody = (overrides: object = {}) => ({
  endMileage: 1100,
  fuelLevelEnd: 100,
  vehicleConditionEnd: 'good',
  inspection: { marks: [] },
  ...overrides,
});

export const newMark = (overrides: object = {}) => ({
  id: 'm1',
  view: 'front',
  x: 500,
  y: 400,
  damageType: 'scratch',
  location: 'front_bumper',
  severity: 'moderate',
  isNew: true,
  ...overrides,
});

/** The events of this name published about the rental. */
export async function eventsAbout(f: Fleet, name: string, rentalId: string) {
  return f.t.database.withTenant(f.demo, (tx) =>
    tx
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'event'),
          sql`${outbox.payload}->>'name' = ${name}`,
          sql`${outbox.payload}->'subject'->>'id' = ${rentalId}`,
        ),
      ),
  );
}

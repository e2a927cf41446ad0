// Helpers for the history and calendar tests: rentals written straight into their tables, as
// the rental desk would leave them, so these readers are tested apart from that desk's routes.
import { eq } from 'drizzle-orm';
import { rentalLegs, rentals, reservations, vehicleHolds } from '../../db/schema/index.ts';
import type { Database } from '../../db/engine.ts';

/** The part of a test fleet (vehicles/test-support.ts) these helpers use. */
type Fleet = { t: { database: Database }; demo: string };

let sequence = 0;

export type StoredRental = {
  status: 'pending' | 'active' | 'completed' | 'cancelled';
  /** when the car left and came back (legs); defaults to the booked dates */
  out?: { from: Date; to: Date | null };
  additionalCharges?: number;
  rating?: number | null;
};

/** A rental taking over the reservation (its price and dates), with its one leg once out. */
export async function storeRental(f: Fleet, reservationId: string, stored: StoredRental) {
  return f.t.database.withTenant(f.demo, async (tx) => {
    const [booking] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    if (!booking) throw new Error(`no reservation ${reservationId}`);
    sequence += 1;
    const rentalNumber = `RNT-T${String(sequence).padStart(5, '0')}`;
    const out = stored.out ?? { from: booking.pickupDate, to: booking.returnDate };
    const left = stored.status === 'active' || stored.status === 'completed';
    const [row] = await tx
      .insert(rentals)
      .values({
        tenantId: f.demo,
        rentalNumber,
        reservationId,
        customerId: booking.customerId,
        vehicleId: booking.vehicleId,
        pickupBranchId: booking.pickupBranchId,
        returnBranchId: booking.returnBranchId,
        pickupDate: booking.pickupDate,
        returnDate: booking.returnDate,
        originalReturnDate: booking.returnDate,
        status: stored.status,
        currency: booking.currency,
        dailyRate: booking.dailyRate,
        days: booking.days,
        subtotal: booking.subtotal,
        addOns: booking.addOns,
        addOnsTotal: booking.addOnsTotal,
        discount: booking.discount,
        additionalFees: booking.additionalFees,
        taxRateBp: booking.taxRateBp,
        tax: booking.tax,
        totalAmount: booking.totalAmount,
        actualPickupDate: left ? out.from : null,
        actualReturnDate: stored.status === 'completed' ? out.to : null,
        additionalCharges: stored.additionalCharges ?? 0,
        rating: stored.rating ?? null,
      })
      .returning();
    if (!row) throw new Error('rental not stored');
    if (left) {
      await tx.insert(rentalLegs).values({
        tenantId: f.demo,
        rentalId: row.id,
        vehicleId: booking.vehicleId,
        startedAt: out.from,
        endedAt: stored.status === 'completed' ? out.to : null,
        startMileage: 1000,
        endMileage: stored.status === 'completed' ? 1300 : null,
        fuelLevelStart: 100,
      });
    }
    // the hold follows the rental while it runs; an ended one frees the car
    if (stored.status === 'pending' || stored.status === 'active') {
      await tx
        .update(vehicleHolds)
        .set({ kind: 'rental', sourceId: row.id, reference: rentalNumber })
        .where(eq(vehicleHolds.sourceId, reservationId));
    } else {
      await tx.delete(vehicleHolds).where(eq(vehicleHolds.sourceId, reservationId));
    }
    const ended = { completed: 'completed', cancelled: 'cancelled' } as const;
    await tx
      .update(reservations)
      .set({
        status:
          stored.status === 'completed' || stored.status === 'cancelled'
            ? ended[stored.status]
            : 'confirmed',
        confirmedAt: booking.confirmedAt ?? new Date(),
        ...(stored.status === 'cancelled'
          ? { cancelledAt: new Date(), cancellationReason: 'Plans changed' }
          : {}),
      })
      .where(eq(reservations.id, reservationId));
    return row;
  });
}

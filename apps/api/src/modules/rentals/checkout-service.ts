// Checkout: the car leaves. Refused, in the caller's language, unless the rental is pending and
// nothing in checkout-rules.ts stands in the way (an early handover confirmed), and the odometer
// reading is not below the car's.
import type { RentalView } from '@motorpool/domain/schemas/rental';
import type { rentalCheckoutSchema } from '@motorpool/domain/schemas/rental';
import { applyAction } from '@motorpool/domain/status-machine';
import { rentalMachine } from '@motorpool/domain/status-machines';
import type { z } from 'zod';
import type { Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope } from '../audit/ports.ts';
import { type Holds, holdPeriod } from '../holds/ports.ts';
import { insertInspection, insertLeg } from './checkout-repository.ts';
import { blocks, checkoutProblems } from './checkout-rules.ts';
import { checkStartMileage } from './handover.ts';
import type { RentalParties, RentalSettings } from './ports.ts';
import type { InspectionPhotos } from './photo-service.ts';
import { type RentalRow, updateRental } from './repository.ts';
import { illegalRentalMove, rentalEvent } from './views.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';

export type RentalCheckout = z.output<typeof rentalCheckoutSchema>;

/**
 * The hold a rental keeps: from its pickup (or the moment the car left, when earlier) to its
 * return date plus the company's turnaround buffer. Every move of a rental's hold uses it.
 */
export function rentalHoldOf(
  row: RentalRow,
  settings: Pick<RentalSettings, 'turnaroundBufferMinutes'>,
) {
  const left = row.actualPickupDate;
  const from = left && left.getTime() < row.pickupDate.getTime() ? left : row.pickupDate;
  return {
    tenantId: row.tenantId,
    kind: 'rental' as const,
    sourceId: row.id,
    vehicleId: row.vehicleId,
    reference: row.rentalNumber,
    period: holdPeriod(from, row.returnDate, settings.turnaroundBufferMinutes),
  };
}

export type CheckoutDeps = {
  parties: RentalParties;
  holds: Holds;
  events: EventPublisher;
  photos: InspectionPhotos;
  now?: () => Date;
  mustFind: (tx: Tx, c: TenantCaller, id: string, lock?: boolean) => Promise<RentalRow>;
  view: (tx: Tx, c: TenantCaller, id: string) => Promise<RentalView>;
};

export function createCheckout({
  parties,
  holds,
  events,
  photos,
  now = () => new Date(),
  mustFind,
  view,
}: CheckoutDeps) {
  // Everything that may refuse, before anything is written.
  async function checkHandover(
    tx: Tx,
    c: TenantCaller,
    settings: RentalSettings,
    before: RentalRow,
    input: RentalCheckout,
    pickedUpAt: Date,
  ) {
    if (!applyAction(rentalMachine, 'checkout', before.status).ok) {
      throw illegalRentalMove(c, before.status, 'checkout');
    }
    const path = 'body.actualPickupDate';
    if (pickedUpAt.getTime() > now().getTime()) {
      throw fieldError(path, 'rental.pickupInFuture');
    }
    if (pickedUpAt.getTime() >= before.returnDate.getTime()) {
      throw fieldError(path, 'rental.returnBeforePickup');
    }
    const { vehicle, problems } = await checkoutProblems(
      tx,
      parties,
      settings,
      { ...before, awaitingCheckout: true },
      { pickedUpAt, now: now(), lock: true },
    );
    // the first thing to put right, or an early handover the desk has not confirmed
    const refusal = problems.find((problem) => blocks(problem) || !input.confirmEarly);
    if (refusal || !vehicle) {
      throw apiError('CONFLICT', refusal?.message ?? 'vehicle.notAvailable', {
        ...(refusal?.params ? { params: refusal.params } : {}),
        details: problems.map((problem) => ({
          path: `checkout.${problem.key}`,
          key: problem.message,
          ...(problem.params ? { params: problem.params } : {}),
        })),
      });
    }
    checkStartMileage(vehicle, input.startMileage);
    return vehicle;
  }

  return async function checkout(
    tx: Tx,
    c: TenantCaller,
    settings: RentalSettings,
    id: string,
    input: RentalCheckout,
  ): Promise<RentalView> {
    const pickedUpAt = input.actualPickupDate ? new Date(input.actualPickupDate) : now();
    return auditedChange(tx, auditScope(c), {
      action: 'checkout',
      entityType: 'rental',
      entityId: id,
      find: () => mustFind(tx, c, id, true),
      change: async (before) => {
        const vehicle = await checkHandover(tx, c, settings, before, input, pickedUpAt);
        const marks = await photos.resolveMarks(tx, c, id, input.inspection.marks);
        const signature = input.inspection.signature;
        if (!signature) {
          throw fieldError('body.inspection.signature', 'rental.signatureRequired');
        }
        await insertInspection(tx, {
          tenantId: c.tenantId,
          rentalId: id,
          stage: 'checkout',
          marks: marks.stored,
          signatureFileId: await photos.storeSignature(tx, c, signature),
          signedBy: input.inspection.signedBy || null,
          recordedBy: c.userId,
          recordedAt: pickedUpAt,
        });
        await insertLeg(tx, {
          tenantId: c.tenantId,
          rentalId: id,
          vehicleId: vehicle.id,
          startedAt: pickedUpAt,
          startMileage: input.startMileage,
          fuelLevelStart: input.fuelLevel,
        });
        const row = await updateRental(tx, id, {
          status: 'active',
          actualPickupDate: pickedUpAt,
          startMileage: input.startMileage,
          fuelLevel: input.fuelLevel,
          vehicleCondition: input.vehicleCondition,
          checkoutNotes: input.notes || null,
          securityDeposit:
            input.securityDeposit ?? settings.securityDepositPerCategory[vehicle.category] ?? 0,
        });
        // No deposit input: none is taken now; staff may take it later as a payment.
        if (input.deposit && row.securityDeposit > 0) {
          await parties.deposits.take(tx, c, {
            customerId: row.customerId,
            reservationId: row.reservationId,
            rental: { id: row.id, rentalNumber: row.rentalNumber },
            amount: row.securityDeposit,
            currency: settings.currency,
            method: input.deposit.method,
            ...(input.deposit.transactionId ? { transactionId: input.deposit.transactionId } : {}),
          });
        }
        // A car handed over early is held from the moment it left.
        if (pickedUpAt.getTime() < row.pickupDate.getTime()) {
          await holds.move(tx, rentalHoldOf(row, settings), c.language);
        }
        await parties.vehicles.move(tx, auditScope(c), vehicle.id, 'rented', {
          reason: row.rentalNumber,
          mileage: input.startMileage,
        });
        await events.publish(tx, rentalEvent(c, 'rental.checkedOut', row, {}));
        return row;
      },
      audit: (before, row) => ({
        before: { status: before.status },
        after: {
          status: row.status,
          actualPickupDate: row.actualPickupDate,
          startMileage: row.startMileage,
          fuelLevel: row.fuelLevel,
          vehicleCondition: row.vehicleCondition,
          securityDeposit: row.securityDeposit,
        },
      }),
      view: () => view(tx, c, id),
    });
  };
}

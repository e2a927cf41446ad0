import type { Language } from '@motorpool/domain/locale-lists';
import { extensionQuote, lateFee, overdueCharges } from '@motorpool/domain/rental-charges';
import {
  checkExtension,
  checkReturnMileage,
  type RentalExtendInput,
  type RentalSettleOverdueInput,
  type RentalSwapInput,
  type RentalView,
} from '@motorpool/domain/schemas/rental';
import type { Database, Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope } from '../audit/ports.ts';
import { holdPeriod, type Holds } from '../holds/ports.ts';
import type { RentalParties, RentalSettings } from './ports.ts';
import { insertExtension, insertOverdue } from './change-repository.ts';
import { insertLeg, legsOf, type RentalLegRow, updateLeg } from './checkout-repository.ts';
import type { InspectionPhotos } from './photo-service.ts';
import { overdueOf, type RentalRow, rentalRows } from './repository.ts';
import { rentalEvent } from './views.ts';
import { isPastGrace, mustBeActive, mustFindRental } from './change-rules.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { handOver } from './handover.ts';

export type RentalChangeDeps = {
  parties: Pick<RentalParties, 'reservations' | 'vehicles' | 'deposits' | 'settingsOf'>;
  holds: Holds;
  events: EventPublisher;
  /** inspection marks' photos checked, signatures stored */
  photos: Pick<InspectionPhotos, 'resolveMarks' | 'storeSignature'>;
  /** the rental as GET /rentals/{id} answers it */
  view: (tx: Tx, id: string, language: Language) => Promise<RentalView>;
  /** the clock late time is counted by */
  now?: () => Date;
};

/** The leg the customer is driving now. */
export function currentLeg(legs: readonly RentalLegRow[]): RentalLegRow {
  const leg = legs.at(-1);
  if (!leg) throw new Error('an active rental has no leg');
  return leg;
}

// The hold covers the car being driven: from its leg's start (the booked pickup when the car
// left later) to the return date plus the turnaround buffer.
export function rentalHold(
  row: RentalRow,
  legs: readonly RentalLegRow[],
  settings: Pick<RentalSettings, 'turnaroundBufferMinutes'>,
  override: { vehicleId?: string; start?: Date; returnDate?: Date } = {},
) {
  const leg = currentLeg(legs);
  const start =
    override.start ??
    (legs.length > 1 || leg.startedAt < row.pickupDate ? leg.startedAt : row.pickupDate);
  return {
    tenantId: row.tenantId,
    kind: 'rental' as const,
    sourceId: row.id,
    vehicleId: override.vehicleId ?? row.vehicleId,
    reference: row.rentalNumber,
    period: holdPeriod(
      start,
      override.returnDate ?? row.returnDate,
      settings.turnaroundBufferMinutes,
    ),
  };
}

/** Late time is settled up to `now` when `now` is within the grace of the last settlement. */
function lastSettledAt(row: RentalRow, overdue: readonly { settledAt: Date }[]): Date {
  let last = row.returnDate;
  for (const o of overdue) if (o.settledAt > last) last = o.settledAt;
  return last;
}

// Extension rules, overdue settlement and swap: each changes an active rental in one
// transaction, moves its hold through the exclusion constraint, is audited and published.
export function createRentalChangeService(database: Database, deps: RentalChangeDeps) {
  const { parties, holds, events, view } = deps;
  const now = deps.now ?? (() => new Date());

  // The settings are read before the transaction opens: PGlite runs one at a time.
  async function inTenant<T>(c: TenantCaller, fn: (tx: Tx, s: RentalSettings) => Promise<T>) {
    const settings = await parties.settingsOf(c.tenantId);
    return database.withTenant(c.tenantId, (tx) => fn(tx, settings));
  }

  return {
    async extend(c: TenantCaller, id: string, input: RentalExtendInput): Promise<RentalView> {
      return inTenant(c, (tx, settings) =>
        auditedChange(tx, auditScope(c), {
          action: 'extend',
          entityType: 'rental',
          entityId: id,
          find: () => mustFindRental(tx, c, id, true),
          check: async (before) => {
            mustBeActive(c, before, 'extend');
            const refusal = checkExtension(before.returnDate.toISOString(), input.newReturnDate);
            if (refusal) {
              throw fieldError('body.newReturnDate', refusal);
            }
            const settled = lastSettledAt(before, await overdueOf(tx, id));
            if (isPastGrace({ returnDate: settled }, settings.lateReturnGraceMinutes, now())) {
              throw apiError('CONFLICT', 'rental.overdueUnsettled');
            }
          },
          change: async (before) => {
            const newReturnDate = new Date(input.newReturnDate);
            const quote = extensionQuote({
              pickupDate: before.pickupDate,
              currentReturnDate: before.returnDate,
              newReturnDate,
              dailyRate: before.dailyRate,
              addOns: before.addOns,
              taxRateBp: before.taxRateBp,
              graceMinutes: settings.lateReturnGraceMinutes,
            });
            const legs = await legsOf(tx, id, parties.vehicles);
            await holds.move(
              tx,
              rentalHold(before, legs, settings, { returnDate: newReturnDate }),
              c.language,
            );
            await insertExtension(tx, {
              tenantId: before.tenantId,
              rentalId: id,
              previousReturnDate: before.returnDate,
              newReturnDate,
              additionalDays: quote.additionalDays,
              amount: quote.amount,
              reason: input.reason,
              createdBy: c.userId,
            });
            const days = before.days + quote.additionalDays;
            const addOns = before.addOns.map((a) =>
              a.unit === 'day' ? { ...a, total: a.unitPrice * a.quantity * days } : a,
            );
            const row = await rentalRows.update(tx, id, {
              returnDate: newReturnDate,
              days,
              subtotal: before.subtotal + quote.subtotal,
              addOns,
              addOnsTotal: before.addOnsTotal + quote.addOnsTotal,
              tax: before.tax + quote.tax,
              totalAmount: before.totalAmount + quote.amount,
              // a new return date can be missed again: the overdue job may announce it anew
              overdueNotifiedAt: null,
            });
            await events.publish(
              tx,
              rentalEvent(c, 'rental.extended', row, {
                previousReturnDate: before.returnDate.toISOString(),
                newReturnDate: newReturnDate.toISOString(),
              }),
            );
            return { row, quote };
          },
          audit: (before, { row, quote }) => ({
            before: { returnDate: before.returnDate, totalAmount: before.totalAmount },
            after: {
              returnDate: row.returnDate,
              totalAmount: row.totalAmount,
              additionalDays: quote.additionalDays,
              amount: quote.amount,
              reason: input.reason,
            },
          }),
          view: () => view(tx, id, c.language),
        }),
      );
    },

    // The late time so far, charged now: from the return date (or the last settlement) to now
    // by the late fee rule. The charges read as the settlements until check-in.
    async settleOverdue(
      c: TenantCaller,
      id: string,
      input: RentalSettleOverdueInput,
    ): Promise<RentalView> {
      return inTenant(c, (tx, settings) =>
        auditedChange(tx, auditScope(c), {
          action: 'settle_overdue',
          entityType: 'rental',
          entityId: id,
          find: () => mustFindRental(tx, c, id, true),
          check: (before) => {
            mustBeActive(c, before, 'settle');
            if (!isPastGrace(before, settings.lateReturnGraceMinutes, now())) {
              throw apiError('CONFLICT', 'rental.notOverdue');
            }
          },
          change: async (before) => {
            const records = await overdueOf(tx, id);
            const dueAt = lastSettledAt(before, records);
            const settledAt = now();
            const fee = lateFee(settings.policy, before.dailyRate, dueAt, settledAt);
            if (fee.hours === 0) throw apiError('CONFLICT', 'rental.notOverdue');
            await insertOverdue(tx, {
              tenantId: before.tenantId,
              rentalId: id,
              dueAt,
              settledAt,
              hours: fee.hours,
              amount: fee.amount,
              notes: input.notes || null,
              settledBy: c.userId,
            });
            const charges = overdueCharges(
              [...records, { settledAt, hours: fee.hours, amount: fee.amount }],
              before.taxRateBp,
            );
            const row = await rentalRows.update(tx, id, {
              charges: charges.lines,
              additionalCharges: charges.total,
            });
            return { row, fee, dueAt };
          },
          audit: (before, { row, fee, dueAt }) => ({
            before: { additionalCharges: before.additionalCharges },
            after: {
              additionalCharges: row.additionalCharges,
              dueAt,
              hours: fee.hours,
              amount: fee.amount,
            },
          }),
          view: () => view(tx, id, c.language),
        }),
      );
    },

    // Another car mid-rental: the current leg ends, the new car (checked like at checkout)
    // takes the hold from now to the return date, the old one goes back or to maintenance.
    async swap(c: TenantCaller, id: string, input: RentalSwapInput): Promise<RentalView> {
      return inTenant(c, (tx, settings) =>
        auditedChange(tx, auditScope(c), {
          action: 'swap',
          entityType: 'rental',
          entityId: id,
          find: () => mustFindRental(tx, c, id, true),
          check: (before) => {
            mustBeActive(c, before, 'swap');
            if (input.vehicleId === before.vehicleId) {
              throw fieldError('body.vehicleId', 'rental.sameVehicle');
            }
          },
          change: async (before) => {
            const at = now();
            const legs = await legsOf(tx, id, parties.vehicles);
            const leg = currentLeg(legs);
            const mileageRefusal = checkReturnMileage(leg.startMileage, input.returnedMileage);
            if (mileageRefusal) {
              throw fieldError('body.returnedMileage', mileageRefusal);
            }
            const next = await handOver(
              parties.vehicles,
              tx,
              input.vehicleId,
              { pickup: at, returnDate: before.returnDate, timeZone: settings.timeZone },
              input.startMileage,
            );
            await holds.move(
              tx,
              rentalHold(before, legs, settings, { vehicleId: next.id, start: at }),
              c.language,
            );
            await updateLeg(tx, leg.id, {
              endedAt: at,
              endMileage: input.returnedMileage,
              fuelLevelEnd: input.returnedFuelLevel,
            });
            await insertLeg(tx, {
              tenantId: before.tenantId,
              rentalId: id,
              vehicleId: next.id,
              startedAt: at,
              startMileage: input.startMileage,
              fuelLevelStart: input.fuelLevel,
              swapReason: input.reason,
              notes: input.notes || null,
            });
            const scope = auditScope(c);
            const reason = `${before.rentalNumber}: ${input.reason}`;
            await parties.vehicles.move(
              tx,
              scope,
              before.vehicleId,
              input.reason === 'breakdown' ? 'maintenance' : 'available',
              { reason, mileage: input.returnedMileage },
            );
            await parties.vehicles.move(tx, scope, next.id, 'rented', {
              reason,
              mileage: input.startMileage,
            });
            const row = await rentalRows.update(tx, id, { vehicleId: next.id });
            await events.publish(
              tx,
              rentalEvent(c, 'rental.swapped', row, {
                fromVehicleId: before.vehicleId,
                toVehicleId: next.id,
              }),
            );
            return row;
          },
          audit: (before, row) => ({
            before: { vehicleId: before.vehicleId },
            after: {
              vehicleId: row.vehicleId,
              reason: input.reason,
              returnedMileage: input.returnedMileage,
              startMileage: input.startMileage,
            },
          }),
          view: () => view(tx, id, c.language),
        }),
      );
    },
  };
}

export type RentalChangeService = ReturnType<typeof createRentalChangeService>;

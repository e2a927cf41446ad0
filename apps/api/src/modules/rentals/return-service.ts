import { computeReturnCharges } from '@motorpool/domain/rental-charges';
import {
  checkReturnMileage,
  type RentalChargesView,
  type RentalCheckinInput,
  type RentalCheckinQuoteInput,
  type RentalView,
} from '@motorpool/domain/schemas/rental';
import {
  damageSeverities,
  type DamageSeverity,
  type InspectionInput,
  type InspectionMark,
} from '@motorpool/domain/schemas/rental-inspection';
import type { Database, Tx } from '../../db/engine.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope } from '../audit/ports.ts';
import type { RentalSettings } from './ports.ts';
import { insertDamageReport } from './change-repository.ts';
import { insertInspection, legsOf, updateLeg } from './checkout-repository.ts';
import { overdueOf, type RentalRow, rentalRows } from './repository.ts';
import { chargesView, rentalEvent } from './views.ts';
import { mustBeActive, mustFindRental } from './change-rules.ts';
import { currentLeg, type RentalChangeDeps } from './change-service.ts';
import { returnChargesInput } from './return-charges.ts';
import { fieldError } from '../../lib/http-errors.ts';

type ReturnInput = {
  actualReturnDate?: string;
  endMileage: number;
  fuelLevelEnd: number;
  manualCharges?: { description: string; amount: number }[];
  inspection?: { marks: InspectionMark[]; signature?: string; signedBy?: string };
};

const worst = (marks: readonly InspectionMark[]): DamageSeverity =>
  marks.reduce<DamageSeverity>(
    (w, m) => (damageSeverities.indexOf(m.severity) > damageSeverities.indexOf(w) ? m.severity : w),
    'minor',
  );

// Check-in: the car comes back; its readings are checked against the current leg, the
// charges computed from the company's policy (rental-charges.ts) and, at check-in, stored.
export function createRentalReturnService(database: Database, deps: RentalChangeDeps) {
  const { parties, holds, events, photos, view } = deps;
  const now = deps.now ?? (() => new Date());

  async function inTenant<T>(c: TenantCaller, fn: (tx: Tx, s: RentalSettings) => Promise<T>) {
    const settings = await parties.settingsOf(c.tenantId);
    return database.withTenant(c.tenantId, (tx) => fn(tx, settings));
  }

  // The readings checked and the charges computed: shared by the quote and the check-in.
  async function assess(
    tx: Tx,
    c: TenantCaller,
    settings: RentalSettings,
    row: RentalRow,
    input: ReturnInput,
  ) {
    mustBeActive(c, row, 'checkin');
    const legs = await legsOf(tx, row.id, parties.vehicles);
    const leg = currentLeg(legs);
    const mileage = checkReturnMileage(leg.startMileage, input.endMileage);
    if (mileage) throw fieldError('body.endMileage', mileage);
    const actualReturnDate = input.actualReturnDate ? new Date(input.actualReturnDate) : now();
    if (actualReturnDate < leg.startedAt) {
      throw fieldError('body.actualReturnDate', 'rental.returnBeforePickup');
    }
    const { stored: marks } = await photos.resolveMarks(
      tx,
      c,
      row.id,
      input.inspection?.marks ?? [],
    );
    const vehicle = await parties.vehicles.find(tx, row.vehicleId);
    if (!vehicle) throw new Error(`rental ${row.id} names a missing vehicle`);
    const charges = computeReturnCharges(
      returnChargesInput(
        settings.policy,
        row,
        vehicle.category,
        legs,
        await overdueOf(tx, row.id),
        {
          actualReturnDate,
          endMileage: input.endMileage,
          fuelLevelEnd: input.fuelLevelEnd,
          marks,
          manualCharges: input.manualCharges ?? [],
        },
      ),
    );
    return { leg, actualReturnDate, marks, charges };
  }

  async function recordInspection(
    tx: Tx,
    c: TenantCaller,
    row: RentalRow,
    inspection: Pick<InspectionInput, 'signature' | 'signedBy'>,
    marks: InspectionMark[],
    at: Date,
  ) {
    const signatureFileId = inspection.signature
      ? await photos.storeSignature(tx, c, inspection.signature)
      : null;
    await insertInspection(tx, {
      tenantId: row.tenantId,
      rentalId: row.id,
      stage: 'checkin',
      marks,
      signatureFileId,
      signedBy: inspection.signedBy || null,
      recordedBy: c.userId,
      recordedAt: at,
    });
  }

  return {
    /** What check-in would charge, nothing stored. */
    async quote(
      c: TenantCaller,
      id: string,
      input: RentalCheckinQuoteInput,
    ): Promise<RentalChargesView> {
      return inTenant(c, async (tx, settings) => {
        const row = await mustFindRental(tx, c, id);
        const { charges } = await assess(tx, c, settings, row, input as ReturnInput);
        const view = chargesView(
          { ...row, charges: charges.lines, additionalCharges: charges.total },
          c.language,
        );
        if (!view) throw new Error('charges view of computed charges is empty');
        return view;
      });
    },

    async checkin(c: TenantCaller, id: string, input: RentalCheckinInput): Promise<RentalView> {
      const body = input as ReturnInput & Omit<RentalCheckinInput, keyof ReturnInput>;
      return inTenant(c, (tx, settings) =>
        auditedChange(tx, auditScope(c), {
          action: 'checkin',
          entityType: 'rental',
          entityId: id,
          find: () => mustFindRental(tx, c, id, true),
          change: async (before) => {
            const { leg, actualReturnDate, marks, charges } = await assess(
              tx,
              c,
              settings,
              before,
              body,
            );
            const scope = auditScope(c);
            await recordInspection(tx, c, before, body.inspection ?? {}, marks, actualReturnDate);
            await updateLeg(tx, leg.id, {
              endedAt: actualReturnDate,
              endMileage: body.endMileage,
              fuelLevelEnd: body.fuelLevelEnd,
            });
            const damage = marks.filter((m) => m.isNew);
            if (damage.length > 0) {
              await insertDamageReport(tx, {
                tenantId: before.tenantId,
                vehicleId: before.vehicleId,
                rentalId: id,
                marks: damage,
                severity: worst(damage),
                notes: body.notes || null,
                reportedBy: c.userId,
                reportedAt: actualReturnDate,
              });
            }
            await parties.vehicles.move(
              tx,
              scope,
              before.vehicleId,
              damage.length > 0 ? 'maintenance' : 'available',
              { reason: `${before.rentalNumber}: returned`, mileage: body.endMileage },
            );
            await parties.vehicles.recordFuelReading(tx, scope, {
              vehicleId: before.vehicleId,
              at: actualReturnDate,
              odometerKm: body.endMileage,
              fuelLevel: body.fuelLevelEnd,
              currency: before.currency,
            });
            await parties.reservations.complete(tx, scope, before.reservationId);
            await holds.release(tx, { kind: 'rental', sourceId: id });
            const row = await rentalRows.update(tx, id, {
              status: 'completed',
              actualReturnDate,
              endMileage: body.endMileage,
              fuelLevelEnd: body.fuelLevelEnd,
              vehicleConditionEnd: body.vehicleConditionEnd,
              checkinNotes: body.notes || null,
              charges: charges.lines,
              additionalCharges: charges.total,
              rating: body.rating ?? null,
              ratingComment: body.ratingComment || null,
            });
            await parties.deposits.settle(tx, c, row, row.additionalCharges);
            await events.publish(
              tx,
              rentalEvent(c, 'rental.returned', row, {
                additionalCharges: charges.total,
                damageReported: damage.length > 0,
              }),
            );
            return row;
          },
          audit: (before, row) => ({
            before: { status: before.status },
            after: {
              status: row.status,
              actualReturnDate: row.actualReturnDate,
              endMileage: row.endMileage,
              additionalCharges: row.additionalCharges,
            },
          }),
          view: () => view(tx, id, c.language),
        }),
      );
    },
  };
}

export type RentalReturnService = ReturnType<typeof createRentalReturnService>;

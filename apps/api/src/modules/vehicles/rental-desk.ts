// What rentals do to the fleet (handed to them by composition.ts): the checks a car passes before
// it leaves, and its status and odometer as rentals move it. Status moves follow
// vehicleMachine's transitions and publish vehicle.status.changed like POST /vehicles/{id}/status.
import { checkTransition } from '@motorpool/domain/status-machine';
import { vehicleMachine } from '@motorpool/domain/status-machines';
import type { VehicleCategory, VehicleStatus } from '@motorpool/domain/value-lists';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicleFiles } from '../../db/schema/index.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { recordAudit } from '../audit/ports.ts';
import { vehicleBookings } from './booking-repository.ts';
import { findVehicle, updateVehicle } from './repository.ts';
import { apiError } from '../../lib/http-errors.ts';

type AuditScope = Parameters<typeof recordAudit>[1];

/** A rental's view of its car. */
export type DeskVehicle = {
  id: string;
  category: VehicleCategory;
  dailyRate: number;
  status: VehicleStatus;
  mileage: number;
};

/** When the car leaves and comes back: the documents must cover that time. */
export type HandoverPeriod = { pickup: Date; returnDate: Date; timeZone: string };

/** The calendar date of an instant in the company's time zone (YYYY-MM-DD). */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const statusRefusals: Partial<
  Record<
    VehicleStatus,
    'vehicle.requiresMaintenance' | 'vehicle.notAvailable' | 'vehicle.alreadyRented'
  >
> = {
  maintenance: 'vehicle.requiresMaintenance',
  retired: 'vehicle.notAvailable',
  rented: 'vehicle.alreadyRented',
};

// A document is current through its expiry day (no expiry date: current). Registration and
// insurance must be current at pickup ('documents missing'); insurance must also last until
// the return date ('insurance expired').
async function checkDocuments(tx: Tx, vehicleId: string, period: HandoverPeriod) {
  const rows = await tx
    .select({ type: vehicleFiles.documentType, expiry: vehicleFiles.expiryDate })
    .from(vehicleFiles)
    .where(
      and(
        eq(vehicleFiles.vehicleId, vehicleId),
        eq(vehicleFiles.kind, 'document'),
        inArray(vehicleFiles.documentType, ['registration', 'insurance']),
      ),
    );
  const pickupDay = localDate(period.pickup, period.timeZone);
  const returnDay = localDate(period.returnDate, period.timeZone);
  const current = (type: 'registration' | 'insurance') =>
    rows.filter((r) => r.type === type && (r.expiry === null || r.expiry >= pickupDay));
  const insurance = current('insurance');
  if (current('registration').length === 0 || insurance.length === 0) {
    throw apiError('CONFLICT', 'vehicle.documentsMissing');
  }
  if (!insurance.some((r) => r.expiry === null || r.expiry >= returnDay)) {
    throw apiError('CONFLICT', 'vehicle.insuranceExpired');
  }
}

export function createVehicleRentalDesk(events: EventPublisher) {
  return {
    cardAt: vehicleBookings.cardAt,
    idsWithPlate: vehicleBookings.idsWithPlate,

    async find(tx: Tx, id: string, lock = false): Promise<DeskVehicle | undefined> {
      const row = await findVehicle(tx, id, lock);
      return (
        row && {
          id: row.id,
          category: row.category,
          dailyRate: row.dailyRate,
          status: row.status,
          mileage: row.mileage,
        }
      );
    },

    /**
     * The car may leave now (locked until commit): not in maintenance, retired or rented, with
     * current registration and insurance. 409 with the vehicle's message otherwise.
     */
    async checkHandover(tx: Tx, vehicleId: string, period: HandoverPeriod): Promise<DeskVehicle> {
      const vehicle = await this.find(tx, vehicleId, true);
      if (!vehicle) throw apiError('CONFLICT', 'vehicle.notAvailable');
      const refusal = statusRefusals[vehicle.status];
      if (refusal) throw apiError('CONFLICT', refusal);
      await checkDocuments(tx, vehicleId, period);
      return vehicle;
    },

    /**
     * Moves the car's status (and its odometer, when given) for a rental; audited on the vehicle
     * and published as vehicle.status.changed. A move vehicleMachine does not allow is a bug in
     * the caller, so it throws.
     */
    async move(
      tx: Tx,
      scope: AuditScope,
      vehicleId: string,
      to: VehicleStatus,
      options: { reason: string; mileage?: number },
    ): Promise<void> {
      const before = await findVehicle(tx, vehicleId, true);
      if (!before) throw new Error(`vehicle ${vehicleId} not found`);
      const mileage = options.mileage !== undefined ? { mileage: options.mileage } : {};
      if (before.status === to) {
        if (options.mileage !== undefined) await updateVehicle(tx, vehicleId, mileage);
        return;
      }
      if (!checkTransition(vehicleMachine, before.status, to).ok) {
        throw new Error(`vehicle ${vehicleId} cannot move from ${before.status} to ${to}`);
      }
      const row = await updateVehicle(tx, vehicleId, { status: to, ...mileage });
      await recordAudit(tx, scope, {
        action: 'status',
        entityType: 'vehicle',
        entityId: vehicleId,
        before: { status: before.status, mileage: before.mileage },
        after: { status: row.status, mileage: row.mileage, reason: options.reason },
      });
      await events.publish(tx, {
        name: 'vehicle.status.changed',
        tenantId: row.tenantId,
        actor:
          scope.actor.type === 'user'
            ? { type: 'user', id: scope.actor.id }
            : { type: 'system', id: null },
        subject: { type: 'vehicle', id: vehicleId },
        payload: { from: before.status, to: row.status, reason: options.reason },
      });
    },
  };
}

export type VehicleRentalDesk = ReturnType<typeof createVehicleRentalDesk>;

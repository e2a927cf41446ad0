// What rentals do to the fleet (handed to them by composition.ts): the checks a car passes before
// it leaves, and its status and odometer as rentals move it. Status moves follow
// vehicleMachine's transitions and publish vehicle.status.changed like POST /vehicles/{id}/status.
import { checkTransition } from '@motorpool/domain/status-machine';
import { vehicleMachine } from '@motorpool/domain/status-machines';
import {
  type CheckoutProblem,
  vehicleDocumentKinds,
} from '@motorpool/domain/schemas/checkout-readiness';
import type { VehicleCategory, VehicleStatus } from '@motorpool/domain/value-lists';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicleFiles } from '../../db/schema/index.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { recordAudit } from '../audit/ports.ts';
import { vehicleBookings } from './booking-repository.ts';
import { recordFuelReading } from './fuel-log-desk.ts';
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

const statusProblems: Partial<Record<VehicleStatus, CheckoutProblem>> = {
  maintenance: { key: 'vehicleInMaintenance', message: 'vehicle.requiresMaintenance' },
  retired: { key: 'vehicleRetired', message: 'vehicle.notAvailable' },
  rented: { key: 'vehicleRented', message: 'vehicle.alreadyRented' },
};

const documentMessages = {
  registration: { missing: 'vehicle.registrationMissing', expired: 'vehicle.registrationExpired' },
  insurance: { missing: 'vehicle.insuranceMissing', expired: 'vehicle.insuranceExpiredOn' },
} as const;

// A document is current through its expiry day (no expiry date: current). Registration and
// insurance must be current at pickup; insurance must also last until the return date. Each
// problem names the document, and the day an expired one ended.
async function documentProblems(
  tx: Tx,
  vehicleId: string,
  period: HandoverPeriod,
): Promise<CheckoutProblem[]> {
  const rows = await tx
    .select({ type: vehicleFiles.documentType, expiry: vehicleFiles.expiryDate })
    .from(vehicleFiles)
    .where(
      and(
        eq(vehicleFiles.vehicleId, vehicleId),
        eq(vehicleFiles.kind, 'document'),
        inArray(vehicleFiles.documentType, [...vehicleDocumentKinds]),
      ),
    );
  const pickupDay = localDate(period.pickup, period.timeZone);
  const returnDay = localDate(period.returnDate, period.timeZone);
  const lasts = (expiry: string | null, day: string) => expiry === null || expiry >= day;
  const problems: CheckoutProblem[] = [];
  for (const document of vehicleDocumentKinds) {
    const held = rows.filter((r) => r.type === document);
    if (held.some((r) => lasts(r.expiry, pickupDay))) continue;
    const lastExpiry = held
      .map((r) => r.expiry ?? '')
      .sort()
      .at(-1);
    problems.push(
      lastExpiry
        ? {
            key: 'documentExpired',
            message: documentMessages[document].expired,
            params: { date: lastExpiry },
            details: { document, expiredOn: lastExpiry },
          }
        : {
            key: 'documentMissing',
            message: documentMessages[document].missing,
            details: { document },
          },
    );
  }
  const insurance = rows.filter((r) => r.type === 'insurance' && lasts(r.expiry, pickupDay));
  if (insurance.length > 0 && !insurance.some((r) => lasts(r.expiry, returnDay))) {
    const ends =
      insurance
        .map((r) => r.expiry ?? '')
        .sort()
        .at(-1) ?? '';
    problems.push({
      key: 'insuranceEndsBeforeReturn',
      message: 'vehicle.insuranceEndsBeforeReturn',
      params: { date: ends },
      details: { document: 'insurance', expiredOn: ends },
    });
  }
  return problems;
}

export function createVehicleRentalDesk(events: EventPublisher) {
  return {
    cardAt: vehicleBookings.cardAt,
    idsWithPlate: vehicleBookings.idsWithPlate,
    /** the fuel level a return read, as a `checkin` entry of the car's fuel log */
    recordFuelReading,

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
     * Everything that keeps the car from leaving for the period: its status, then its documents
     * (locked until commit when `lock`). Undefined vehicle: not the company's.
     */
    async handoverProblems(
      tx: Tx,
      vehicleId: string,
      period: HandoverPeriod,
      lock = false,
    ): Promise<{ vehicle: DeskVehicle | undefined; problems: CheckoutProblem[] }> {
      const vehicle = await this.find(tx, vehicleId, lock);
      if (!vehicle) return { vehicle, problems: [statusProblems.retired!] };
      const status = statusProblems[vehicle.status];
      const documents = await documentProblems(tx, vehicleId, period);
      return { vehicle, problems: status ? [status, ...documents] : documents };
    },

    /** The car may leave now (locked until commit); 409 with the first problem's message. */
    async checkHandover(tx: Tx, vehicleId: string, period: HandoverPeriod): Promise<DeskVehicle> {
      const { vehicle, problems } = await this.handoverProblems(tx, vehicleId, period, true);
      const [first] = problems;
      if (first || !vehicle) {
        throw apiError('CONFLICT', first?.message ?? 'vehicle.notAvailable', {
          ...(first?.params ? { params: first.params } : {}),
        });
      }
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

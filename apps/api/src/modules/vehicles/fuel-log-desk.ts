// What a rental's return writes in the car's fuel log: the level it read, as a `checkin` entry
// with no fuel put in. A full tank starts a new interval of the consumption (fuel-consumption.ts).
import type { Tx } from '../../db/engine.ts';
import { recordAudit } from '../audit/ports.ts';
import { insertFuelLog, previousFuelLog } from './fuel-log-repository.ts';

type AuditScope = Parameters<typeof recordAudit>[1];

/** The return's reading: when, the odometer, the level in percent, the rental's currency. */
export type FuelReading = {
  vehicleId: string;
  at: Date;
  odometerKm: number;
  fuelLevel: number;
  currency: string;
};

// A reading below an entry already logged (a fill-up typed with a wrong odometer) is left out:
// the return itself must not fail over the log.
export async function recordFuelReading(
  tx: Tx,
  scope: AuditScope,
  reading: FuelReading,
): Promise<void> {
  const previous = await previousFuelLog(tx, reading.vehicleId, reading.at);
  if (previous && reading.odometerKm < previous.odometerKm) return;
  const { tenantId: _tenant, ...row } = await insertFuelLog(tx, {
    tenantId: scope.tenantId,
    vehicleId: reading.vehicleId,
    filledAt: reading.at,
    litresMl: 0,
    costMinor: 0,
    currency: reading.currency,
    odometerKm: reading.odometerKm,
    station: null,
    fullTank: reading.fuelLevel >= 100,
    fuelLevel: reading.fuelLevel,
    source: 'checkin',
    createdBy: scope.actor.id ?? null,
  });
  await recordAudit(tx, scope, {
    action: 'fuel_log_add',
    entityType: 'vehicle',
    entityId: reading.vehicleId,
    after: row,
  });
}

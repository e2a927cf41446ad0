// A vehicle's fuel log: fill-ups staff enter, readings rental returns add (fuel-log-desk.ts),
// and the consumption between consecutive full tanks.
import { fuelConsumption } from '@motorpool/domain/fuel-consumption';
import type { ActivityQuery } from '@motorpool/domain/schemas/common';
import type {
  FuelLogCreateInput,
  FuelLogPage,
  FuelLogView,
} from '@motorpool/domain/schemas/vehicle-fuel-log';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import {
  deleteFuelLog,
  type FuelLogRow,
  fuelLogPageOf,
  fuelReadings,
  insertFuelLog,
  previousFuelLog,
} from './fuel-log-repository.ts';
import type { CompanyReader } from './ports.ts';
import type { VehicleService } from './service.ts';
import { mayChangeBranch } from './vehicle-inputs.ts';

export function toFuelLogView(row: FuelLogRow): FuelLogView {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    filledAt: row.filledAt.toISOString(),
    litresMl: row.litresMl,
    costMinor: row.costMinor,
    currency: row.currency,
    odometerKm: row.odometerKm,
    station: row.station,
    fullTank: row.fullTank,
    fuelLevel: row.fuelLevel,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The entry's stored fields, for audit rows. */
const audited = ({ tenantId: _tenant, ...row }: FuelLogRow) => row;

export function createFuelLogService(
  database: Database,
  vehicles: VehicleService,
  tenants: CompanyReader,
) {
  async function changeable(tx: Tx, c: TenantCaller, vehicleId: string) {
    const vehicle = await vehicles.mustFind(tx, vehicleId, true);
    if (!mayChangeBranch(c, vehicle.branchId)) throw apiError('FORBIDDEN', 'vehicle.otherBranch');
    return vehicle;
  }

  return {
    async list(c: TenantCaller, vehicleId: string, q: ActivityQuery): Promise<FuelLogPage> {
      return database.withTenant(c.tenantId, async (tx) => {
        await vehicles.mustFind(tx, vehicleId);
        const offset = (q.page - 1) * q.limit;
        const { rows, total } = await fuelLogPageOf(tx, vehicleId, { limit: q.limit, offset });
        const readings = await fuelReadings(tx, vehicleId);
        return {
          data: rows.map(toFuelLogView),
          total,
          totalCapped: false,
          page: q.page,
          limit: q.limit,
          hasMore: offset + rows.length < total,
          summary: fuelConsumption(
            readings.map((r) => ({ ...r, readingOnly: r.source === 'checkin' })),
          ),
        };
      });
    },

    async create(c: TenantCaller, vehicleId: string, input: FuelLogCreateInput) {
      const company = await tenants.findTenant({ id: c.tenantId });
      if (!company) throw apiError('NOT_FOUND', 'error.vehicleNotFound');
      return database.withTenant(c.tenantId, async (tx) => {
        await changeable(tx, c, vehicleId);
        const filledAt = new Date(input.filledAt);
        const previous = await previousFuelLog(tx, vehicleId, filledAt);
        if (previous && input.odometerKm < previous.odometerKm) {
          throw fieldError('body.odometerKm', 'fuelLog.odometerBelowPrevious', {
            params: { odometer: input.odometerKm, previous: previous.odometerKm },
          });
        }
        const row = await insertFuelLog(tx, {
          tenantId: c.tenantId,
          vehicleId,
          filledAt,
          litresMl: input.litresMl,
          costMinor: input.costMinor,
          currency: company.currency,
          odometerKm: input.odometerKm,
          station: input.station || null,
          fullTank: input.fullTank,
          source: 'manual',
          createdBy: c.userId,
        });
        await recordAudit(tx, auditScope(c), {
          action: 'fuel_log_add',
          entityType: 'vehicle',
          entityId: vehicleId,
          after: audited(row),
        });
        return toFuelLogView(row);
      });
    },

    async remove(c: TenantCaller, vehicleId: string, id: string): Promise<void> {
      await database.withTenant(c.tenantId, async (tx) => {
        await changeable(tx, c, vehicleId);
        const row = await deleteFuelLog(tx, vehicleId, id);
        if (!row) throw apiError('NOT_FOUND', 'fuelLog.notFound');
        await recordAudit(tx, auditScope(c), {
          action: 'fuel_log_remove',
          entityType: 'vehicle',
          entityId: vehicleId,
          before: audited(row),
        });
      });
    },
  };
}

export type FuelLogService = ReturnType<typeof createFuelLogService>;

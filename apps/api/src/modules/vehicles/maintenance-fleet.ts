// What the maintenance module reads and writes of the fleet (handed to it by composition.ts): the
// vehicle card its work orders show, the vehicles a service schedule covers, and the service
// dates its orders and schedules set. Status and odometer moves go through the rental desk's
// `move`, so they follow vehicleMachine and publish vehicle.status.changed.
import type { MaintenanceVehicleSummary } from '@motorpool/domain/schemas/maintenance';
import type { VehicleCategory } from '@motorpool/domain/value-lists';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicles } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';
import type { MaintenanceFleet, ServicedVehicle } from '../maintenance/ports.ts';
import { updateVehicle } from './repository.ts';

export const maintenanceFleet: MaintenanceFleet = {
  /** The card as a subquery of the caller's statement (json, null when gone). */
  cardAt: (vehicle: { tenantId: SQL; id: SQL }) =>
    sql<MaintenanceVehicleSummary | null>`(select json_build_object('id', v.id,
      'name', v.make || ' ' || v.model || ' (' || v.license_plate || ')', 'make', v.make,
      'model', v.model, 'year', v.year, 'licensePlate', v.license_plate,
      'category', v.category, 'status', v.status, 'mileage', v.mileage,
      'branchId', v.branch_id, 'lastService', v.last_service, 'nextService', v.next_service)
      from ${vehicles} v where v.tenant_id = ${vehicle.tenantId} and v.id = ${vehicle.id})`,

  /** Ids of the vehicles whose plate, make or model holds the text (list search). */
  idsMatching: (text: string) => {
    const pattern = `%${likeLiteral(text)}%`;
    return sql`select v.id from ${vehicles} v where v.license_plate ilike ${pattern} escape '\\'
      or (v.make || ' ' || v.model) ilike ${pattern} escape '\\'`;
  },

  idsAtBranch: (branchId: string) =>
    sql`select v.id from ${vehicles} v where v.branch_id = ${branchId}`,

  /** The cards of the vehicles, by id. */
  async cards(tx: Tx, ids: string[]): Promise<Map<string, MaintenanceVehicleSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({
        id: vehicles.id,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        licensePlate: vehicles.licensePlate,
        category: vehicles.category,
        status: vehicles.status,
        mileage: vehicles.mileage,
        branchId: vehicles.branchId,
        lastService: vehicles.lastService,
        nextService: vehicles.nextService,
      })
      .from(vehicles)
      .where(inArray(vehicles.id, ids));
    return new Map(
      rows.map((r) => [r.id, { ...r, name: `${r.make} ${r.model} (${r.licensePlate})` }]),
    );
  },

  /** The vehicles a schedule covers: one, or the category's that are not retired. */
  async covered(
    tx: Tx,
    target: { vehicleId: string | null; category: VehicleCategory | null },
  ): Promise<ServicedVehicle[]> {
    const columns = { id: vehicles.id, mileage: vehicles.mileage, createdAt: vehicles.createdAt };
    if (target.vehicleId) {
      return tx.select(columns).from(vehicles).where(eq(vehicles.id, target.vehicleId));
    }
    if (!target.category) return [];
    return tx
      .select(columns)
      .from(vehicles)
      .where(and(eq(vehicles.category, target.category), ne(vehicles.status, 'retired')))
      .orderBy(vehicles.id);
  },

  /** The service dates the vehicle page shows, as work orders and schedules set them. */
  async setServiceDates(
    tx: Tx,
    vehicleId: string,
    dates: { lastService?: string | null; nextService?: string | null },
  ): Promise<void> {
    await updateVehicle(tx, vehicleId, dates);
  },
};

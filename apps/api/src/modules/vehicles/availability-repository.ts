// The vehicles free for a whole period (GET /vehicles/availability): bookable, in the branch
// and category asked, with no hold overlapping the period, in one statement with its count.
import { bookableVehicleStatuses } from '@motorpool/domain/reservation-rules';
import type { VehicleCatalogueSortField } from '@motorpool/domain/schemas/vehicle';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicles } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import type { HoldCalendar, HoldPeriod } from '../holds/ports.ts';

export type AvailabilityQuery = Omit<ParsedList<VehicleCatalogueSortField>, 'page'> & {
  period: HoldPeriod;
  branchId?: string;
  /** one vehicle only: whether it is free for the period */
  vehicleId?: string;
  category?: (typeof vehicles.category.enumValues)[number];
};

const sortColumns: Record<VehicleCatalogueSortField, SQL> = {
  dailyRate: sql`${vehicles.dailyRate}`,
  make: sql`${vehicles.make}`,
  seatingCapacity: sql`${vehicles.seatingCapacity}`,
};

export async function listAvailable(tx: Tx, q: AvailabilityQuery, calendar: HoldCalendar) {
  const free = calendar.freeDuring(
    { tenantId: sql`${vehicles.tenantId}`, id: sql`${vehicles.id}` },
    q.period,
  );
  // make and model only, as the catalogue: a search cannot probe plates or VINs
  const search = q.search
    ? or(ilikeContains(vehicles.make, q.search), ilikeContains(vehicles.model, q.search))
    : undefined;
  const where = and(
    inArray(vehicles.status, [...bookableVehicleStatuses]),
    q.branchId ? eq(vehicles.branchId, q.branchId) : undefined,
    q.vehicleId ? eq(vehicles.id, q.vehicleId) : undefined,
    q.category ? eq(vehicles.category, q.category) : undefined,
    ...q.conditions,
    search,
    free,
  );
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  // qualified by hand: drizzle leaves the columns of a one-table select unqualified, which
  // inside this subquery would name vehicle_files' own
  const imageId = sql<string | null>`(select vf.file_id from vehicle_files vf
     where vf.tenant_id = vehicles.tenant_id and vf.vehicle_id = vehicles.id
       and vf.kind = 'image' order by vf.is_primary desc, vf.created_at asc limit 1)`;
  const rows = await tx
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      licensePlate: vehicles.licensePlate,
      category: vehicles.category,
      branchId: vehicles.branchId,
      seats: vehicles.seatingCapacity,
      transmission: vehicles.transmission,
      fuelType: vehicles.fuelType,
      dailyRate: vehicles.dailyRate,
      imageId,
    })
    .from(vehicles)
    .where(where)
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, sql`${vehicles.id} ${direction}`)
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(vehicles).where(where);
    return counted?.total ?? 0;
  });
  return { rows, total };
}

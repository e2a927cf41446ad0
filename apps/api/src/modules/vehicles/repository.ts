import type { VehicleFilterField, VehicleSortField } from '@motorpool/domain/schemas/vehicle';
import {
  fuelTypes,
  transmissions,
  vehicleCategories,
  vehicleStatuses,
} from '@motorpool/domain/value-lists';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicleFiles, vehicles } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';
import { match } from '../../lib/search-match.ts';
import { cappedPage, type FieldSpec, type ParsedList } from '../../lib/list-filters.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleInsert = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const vehicleFilterFields: Record<VehicleFilterField, FieldSpec> = {
  id: { kind: 'uuid', column: vehicles.id },
  status: { kind: 'enum', column: vehicles.status, values: vehicleStatuses },
  category: { kind: 'enum', column: vehicles.category, values: vehicleCategories },
  fuelType: { kind: 'enum', column: vehicles.fuelType, values: fuelTypes },
  transmission: { kind: 'enum', column: vehicles.transmission, values: transmissions },
  branchId: { kind: 'uuid', column: vehicles.branchId },
  make: { kind: 'text', column: vehicles.make },
  model: { kind: 'text', column: vehicles.model },
  year: { kind: 'int', column: vehicles.year },
  dailyRate: { kind: 'int', column: vehicles.dailyRate },
  mileage: { kind: 'int', column: vehicles.mileage },
  seatingCapacity: { kind: 'int', column: vehicles.seatingCapacity },
};

const sortColumns: Record<VehicleSortField, SQL> = {
  createdAt: sql`${vehicles.createdAt}`,
  make: sql`${vehicles.make}`,
  year: sql`${vehicles.year}`,
  dailyRate: sql`${vehicles.dailyRate}`,
  mileage: sql`${vehicles.mileage}`,
  licensePlate: sql`${vehicles.licensePlate}`,
};

export type VehicleListQuery = Omit<ParsedList<VehicleSortField>, 'page'>;

// Search matches make, model, licence plate and VIN through vehicle_search_ids (see its
// migration): the trigram indexes answer it there, which they cannot under row security. The
// statement runs it once, as the CTE `vehicle_search`, however often its conditions refer to it.
function withSearch(tx: Tx, q: Pick<VehicleListQuery, 'search'>) {
  if (!q.search) return tx;
  const pattern = `%${likeLiteral(q.search)}%`;
  const found = tx
    .$with('vehicle_search', { id: sql<string>`id` })
    .as(sql`select vehicle_search_ids(${pattern}) as id`);
  return tx.with(found);
}

export function vehicleWhere(q: Pick<VehicleListQuery, 'conditions' | 'search'>) {
  return and(
    ...q.conditions,
    ...(q.search ? [sql`${vehicles.id} in (select id from vehicle_search)`] : []),
  );
}

/** One page in the list's order; `limit` rows at most. */
export async function vehiclePage(tx: Tx, q: VehicleListQuery, limit = q.limit) {
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  return withSearch(tx, q)
    .select()
    .from(vehicles)
    .where(vehicleWhere(q))
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, sql`${vehicles.id} ${direction}`)
    .limit(limit)
    .offset(q.offset);
}

/** The rows matching a list query, counted up to `atMost`. */
function countMatching(q: VehicleListQuery, atMost: number) {
  const where = vehicleWhere(q) ?? sql`true`;
  const matching = sql`select 1 from ${vehicles} where ${where} limit ${atMost}`;
  return sql<number>`(select count(*) from (${matching}) as matching)`.mapWith(Number);
}

const columnNames = Object.keys(getTableColumns(vehicles)) as (keyof VehicleRow)[];

/**
 * A list page with each row's list image (the primary one, else the first added) and the
 * capped count, in one statement. The image is looked up outside the paged subquery, so a deep
 * page does not look it up for the rows its offset skips.
 */
export async function listVehicles(tx: Tx, q: VehicleListQuery) {
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  return cappedPage(
    q,
    (limit, countLimit) => {
      const page = tx
        .select()
        .from(vehicles)
        .where(vehicleWhere(q))
        .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, sql`${vehicles.id} ${direction}`)
        .limit(limit)
        .offset(q.offset)
        .as('page');
      const columns = Object.fromEntries(columnNames.map((name) => [name, page[name]])) as {
        [K in keyof VehicleRow]: (typeof page)[K];
      };
      // qualified by hand: drizzle leaves the columns of a one-table select unqualified
      const imageId = sql<string | null>`(
        select vf.file_id from vehicle_files vf
         where vf.vehicle_id = page.id and vf.kind = 'image'
         order by vf.is_primary desc, vf.created_at asc limit 1)`;
      return withSearch(tx, q)
        .select({ ...columns, imageId, matching: countMatching(q, countLimit) })
        .from(page)
        .orderBy(sql`${page[q.sort.field]} ${direction}`, sql`${page.id} ${direction}`);
    },
    async (countLimit) => {
      const [row] = await withSearch(tx, q)
        .select({ total: countMatching(q, countLimit) })
        .from(sql`(select 1) as one`);
      return row?.total ?? 0;
    },
  );
}

export async function findVehicle(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(vehicles).where(eq(vehicles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which of VIN and licence plate another vehicle of the company already has. */
export async function takenIdentifiers(
  tx: Tx,
  values: { vin?: string; licensePlate?: string },
  exceptId?: string,
) {
  const checks = [
    ...(values.vin ? [eq(vehicles.vin, values.vin)] : []),
    ...(values.licensePlate ? [eq(vehicles.licensePlate, values.licensePlate)] : []),
  ];
  if (checks.length === 0) return { vin: false, licensePlate: false };
  const rows = await tx
    .select({ id: vehicles.id, vin: vehicles.vin, licensePlate: vehicles.licensePlate })
    .from(vehicles)
    .where(or(...checks));
  const others = rows.filter((r) => r.id !== exceptId);
  return {
    vin: others.some((r) => r.vin === values.vin),
    licensePlate: others.some((r) => r.licensePlate === values.licensePlate),
  };
}

/** The vehicles of the company among these VINs and licence plates (imports). */
export async function vehiclesWithIdentifiers(tx: Tx, vins: string[], plates: string[]) {
  if (vins.length === 0 && plates.length === 0) return [];
  return tx
    .select({ vin: vehicles.vin, licensePlate: vehicles.licensePlate })
    .from(vehicles)
    .where(or(inArray(vehicles.vin, vins), inArray(vehicles.licensePlate, plates)));
}

export async function insertVehicles(tx: Tx, values: VehicleInsert[]): Promise<VehicleRow[]> {
  return tx.insert(vehicles).values(values).returning();
}

export async function updateVehicle(tx: Tx, id: string, changes: Partial<VehicleInsert>) {
  const [row] = await tx
    .update(vehicles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(vehicles.id, id))
    .returning();
  if (!row) throw new Error('vehicle update returned nothing');
  return row;
}

/** Deletes the vehicle with its history and file links; answers the files it held. */
export async function deleteVehicle(tx: Tx, id: string): Promise<string[]> {
  const held = await tx
    .select({ id: vehicleFiles.fileId })
    .from(vehicleFiles)
    .where(eq(vehicleFiles.vehicleId, id));
  await tx.delete(vehicles).where(eq(vehicles.id, id));
  return held.map((f) => f.id);
}

/** The first image of each vehicle: the one lists show. */
export async function primaryImages(tx: Tx, vehicleIds: string[]): Promise<Map<string, string>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([vehicleFiles.vehicleId], {
      vehicleId: vehicleFiles.vehicleId,
      fileId: vehicleFiles.fileId,
    })
    .from(vehicleFiles)
    .where(and(inArray(vehicleFiles.vehicleId, vehicleIds), eq(vehicleFiles.kind, 'image')))
    .orderBy(vehicleFiles.vehicleId, desc(vehicleFiles.isPrimary), asc(vehicleFiles.createdAt));
  return new Map(rows.map((r) => [r.vehicleId, r.fileId]));
}

/** The vehicle's images or documents, the list image first; the bytes are the files module's. */
export async function vehicleFilesOf(tx: Tx, vehicleId: string, kind: 'image' | 'document') {
  return tx
    .select({
      fileId: vehicleFiles.fileId,
      documentType: vehicleFiles.documentType,
      expiryDate: vehicleFiles.expiryDate,
      createdAt: vehicleFiles.createdAt,
    })
    .from(vehicleFiles)
    .where(and(eq(vehicleFiles.vehicleId, vehicleId), eq(vehicleFiles.kind, kind)))
    .orderBy(desc(vehicleFiles.isPrimary), asc(vehicleFiles.createdAt), asc(vehicleFiles.fileId));
}

export type VehicleFileLink = Awaited<ReturnType<typeof vehicleFilesOf>>[number];

export async function insertVehicleFile(tx: Tx, values: typeof vehicleFiles.$inferInsert) {
  await tx.insert(vehicleFiles).values(values);
}

/** The vehicle holding a file, locked so that it cannot change branch while the file goes. */
export async function fileHolder(tx: Tx, fileId: string) {
  const [held] = await tx
    .select({
      vehicleId: vehicleFiles.vehicleId,
      kind: vehicleFiles.kind,
      documentType: vehicleFiles.documentType,
      branchId: vehicles.branchId,
    })
    .from(vehicleFiles)
    .innerJoin(
      vehicles,
      and(eq(vehicles.tenantId, vehicleFiles.tenantId), eq(vehicles.id, vehicleFiles.vehicleId)),
    )
    .where(eq(vehicleFiles.fileId, fileId))
    .for('update', { of: vehicles });
  return held;
}

// What the branches module shows of a branch's fleet, without reading this module's tables.

/** The number of vehicles at a branch, as a subquery of the caller's statement. */
export const vehicleCountAt = (branch: { tenantId: SQL; id: SQL }) =>
  sql<number>`(select count(*) from ${vehicles} v
    where v.tenant_id = ${branch.tenantId} and v.branch_id = ${branch.id})`.mapWith(Number);

export async function vehicleCountsByStatus(tx: Tx, branchId: string) {
  return tx
    .select({ status: vehicles.status, count: count() })
    .from(vehicles)
    .where(eq(vehicles.branchId, branchId))
    .groupBy(vehicles.status);
}

const lower = (expression: SQL) => sql`lower(${expression})`;

/** Global search (modules/search): make, model and year, licence plate, VIN. */
export async function searchVehicles(tx: Tx, text: string, limit: number) {
  const name = sql`${vehicles.make} || ' ' || ${vehicles.model}`;
  const { where, score } = match(
    [
      lower(sql`${name} || ' ' || ${vehicles.year}`),
      lower(sql`${vehicles.licensePlate}`),
      lower(sql`${vehicles.vin}`),
    ],
    text,
  );
  return tx
    .select({
      id: vehicles.id,
      title: sql<string>`${name} || ' ' || ${vehicles.year}`,
      subtitle: vehicles.licensePlate,
      score,
    })
    .from(vehicles)
    .where(where)
    .orderBy(desc(score), name)
    .limit(limit);
}

/** Whether the company has any vehicle (each holds a daily rate in the company's currency). */
export async function hasAnyVehicle(tx: Tx, tenantId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .limit(1);
  return row !== undefined;
}

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
  sum,
} from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import {
  branches,
  files,
  vehicleFiles,
  vehicleMaintenanceRecords,
  vehicles,
} from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';
import { cappedPage, type FieldSpec, type ParsedList } from '../../lib/list-filters.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleInsert = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type VehicleSortField =
  'createdAt' | 'make' | 'year' | 'dailyRate' | 'mileage' | 'licensePlate';
export const vehicleSortable: readonly VehicleSortField[] = [
  'createdAt',
  'make',
  'year',
  'dailyRate',
  'mileage',
  'licensePlate',
];

export const vehicleFilterFields: Record<string, FieldSpec> = {
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

export async function branchExists(tx: Tx, branchId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row !== undefined;
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

export async function deleteVehicle(tx: Tx, id: string): Promise<void> {
  // its images and documents go with it (the links cascade, the bytes are deleted here)
  const owned = tx
    .select({ id: vehicleFiles.fileId })
    .from(vehicleFiles)
    .where(eq(vehicleFiles.vehicleId, id));
  await tx.delete(files).where(inArray(files.id, owned));
  await tx.delete(vehicles).where(eq(vehicles.id, id));
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

export async function vehicleFilesOf(tx: Tx, vehicleId: string, kind: 'image' | 'document') {
  return tx
    .select({
      id: files.id,
      fileName: files.fileName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      hasThumbnail: sql<boolean>`${files.thumbnail} is not null`,
      documentType: vehicleFiles.documentType,
      expiryDate: vehicleFiles.expiryDate,
      createdAt: vehicleFiles.createdAt,
    })
    .from(vehicleFiles)
    .innerJoin(files, eq(files.id, vehicleFiles.fileId))
    .where(and(eq(vehicleFiles.vehicleId, vehicleId), eq(vehicleFiles.kind, kind)))
    .orderBy(desc(vehicleFiles.isPrimary), asc(vehicleFiles.createdAt), asc(files.id));
}

export type VehicleFileRow = Awaited<ReturnType<typeof vehicleFilesOf>>[number];

export async function maintenanceRecordsOf(tx: Tx, vehicleId: string) {
  return tx
    .select()
    .from(vehicleMaintenanceRecords)
    .where(eq(vehicleMaintenanceRecords.vehicleId, vehicleId))
    .orderBy(desc(vehicleMaintenanceRecords.date), desc(vehicleMaintenanceRecords.createdAt));
}

export async function maintenanceTotals(tx: Tx, vehicleId: string) {
  const [row] = await tx
    .select({ cost: sum(vehicleMaintenanceRecords.cost).mapWith(Number), records: count() })
    .from(vehicleMaintenanceRecords)
    .where(eq(vehicleMaintenanceRecords.vehicleId, vehicleId));
  return { cost: row?.cost ?? 0, records: row?.records ?? 0 };
}

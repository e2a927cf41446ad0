import type {
  VehicleCatalogueFilterField,
  VehicleCatalogueSortField,
} from '@motorpool/domain/schemas/vehicle';
import { bookableVehicleStatuses } from '@motorpool/domain/reservation-rules';
import { vehicleIsRentable } from '@motorpool/domain/status-machines';
import { vehicleStatuses } from '@motorpool/domain/value-lists';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicles } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { cappedPage, type FieldSpec, type ParsedList } from '../../lib/list-filters.ts';
import { averageRatingAt } from '../reviews/ports.ts';
import { vehicleFilterFields } from './repository.ts';

// The customers' catalogue reads only the columns it shows: the back office's VIN, plate,
// mileage and service dates never leave the database for it.
const catalogueColumns = {
  id: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  color: vehicles.color,
  category: vehicles.category,
  fuelType: vehicles.fuelType,
  transmission: vehicles.transmission,
  seatingCapacity: vehicles.seatingCapacity,
  doors: vehicles.doors,
  features: vehicles.features,
  engine: vehicles.engine,
  horsepower: vehicles.horsepower,
  fuelCapacity: vehicles.fuelCapacity,
  trunkCapacity: vehicles.trunkCapacity,
  dimensions: vehicles.dimensions,
  dailyRate: vehicles.dailyRate,
  branchId: vehicles.branchId,
  // qualified by hand: drizzle leaves the columns of a one-table select unqualified
  averageRating: averageRatingAt({
    tenantId: sql`"vehicles"."tenant_id"`,
    id: sql`"vehicles"."id"`,
  }).as('average_rating'),
};
type CatalogueColumn = keyof typeof catalogueColumns;

export const catalogueFilterFields: Record<VehicleCatalogueFilterField, FieldSpec> = {
  category: vehicleFilterFields.category,
  make: vehicleFilterFields.make,
  dailyRate: vehicleFilterFields.dailyRate,
  seatingCapacity: vehicleFilterFields.seatingCapacity,
  transmission: vehicleFilterFields.transmission,
  fuelType: vehicleFilterFields.fuelType,
  branchId: vehicleFilterFields.branchId,
};

export type CatalogueListQuery = Omit<ParsedList<VehicleCatalogueSortField>, 'page'>;

// Only what a customer may book is in the catalogue (the status machine's rentable statuses).
const rentable = vehicleStatuses.filter(vehicleIsRentable);
const inCatalogue = inArray(vehicles.status, rentable);

// Search matches make and model only, never the identifiers, so a search cannot probe a VIN
// or plate. vehicle_search_ids (which matches those too) is therefore not used here.
function catalogueWhere(q: Pick<CatalogueListQuery, 'conditions' | 'search'>): SQL {
  const search = q.search
    ? [or(ilikeContains(vehicles.make, q.search), ilikeContains(vehicles.model, q.search))]
    : [];
  return and(inCatalogue, ...q.conditions, ...search) ?? inCatalogue;
}

function countMatching(where: SQL, atMost: number) {
  const matching = sql`select 1 from ${vehicles} where ${where} limit ${atMost}`;
  return sql<number>`(select count(*) from (${matching}) as matching)`.mapWith(Number);
}

/** A catalogue page with each row's list image and the capped count, in one statement. */
export async function listCatalogue(tx: Tx, q: CatalogueListQuery) {
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const where = catalogueWhere(q);
  return cappedPage(
    q,
    (limit, countLimit) => {
      const page = tx
        .select(catalogueColumns)
        .from(vehicles)
        .where(where)
        .orderBy(
          sql`${catalogueColumns[q.sort.field]} ${direction}`,
          sql`${vehicles.id} ${direction}`,
        )
        .limit(limit)
        .offset(q.offset)
        .as('page');
      const columns = Object.fromEntries(
        (Object.keys(catalogueColumns) as CatalogueColumn[]).map((name) => [name, page[name]]),
      ) as { [K in CatalogueColumn]: (typeof page)[K] };
      // qualified by hand: drizzle leaves the columns of a one-table select unqualified
      const imageId = sql<string | null>`(
        select vf.file_id from vehicle_files vf
         where vf.vehicle_id = page.id and vf.kind = 'image'
         order by vf.is_primary desc, vf.created_at asc limit 1)`;
      return tx
        .select({ ...columns, imageId, matching: countMatching(where, countLimit) })
        .from(page)
        .orderBy(sql`${page[q.sort.field]} ${direction}`, sql`${page.id} ${direction}`);
    },
    async (countLimit) => {
      const [row] = await tx
        .select({ total: countMatching(where, countLimit) })
        .from(sql`(select 1) as one`);
      return row?.total ?? 0;
    },
  );
}

/**
 * One vehicle of the catalogue, or nothing when it is not bookable (or not the company's). A
 * car out on a rental now is still one: the availability search offers it for later periods
 * and links to its page.
 */
export async function findCatalogueVehicle(tx: Tx, id: string) {
  const [row] = await tx
    .select(catalogueColumns)
    .from(vehicles)
    .where(and(eq(vehicles.id, id), inArray(vehicles.status, [...bookableVehicleStatuses])));
  return row;
}

export type CatalogueRow = NonNullable<Awaited<ReturnType<typeof findCatalogueVehicle>>>;

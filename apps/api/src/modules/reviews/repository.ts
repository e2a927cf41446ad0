import {
  type ReviewFilterField,
  type ReviewSortField,
  reviewStatuses,
} from '@motorpool/domain/schemas/review';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { rentalReviews } from '../../db/schema/index.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import type { ReviewParties, RowRef } from './ports.ts';

export type ReviewRow = typeof rentalReviews.$inferSelect;
export type ReviewInsert = Omit<
  typeof rentalReviews.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type ReviewCardRow = ReviewRow & {
  customerCard: { name: string } | null;
  vehicleCard: { id: string; make: string; model: string } | null;
};

export const reviewFilterSpecs: Record<ReviewFilterField, FieldSpec> = {
  status: { kind: 'enum', column: rentalReviews.status, values: reviewStatuses },
  rating: { kind: 'int', column: rentalReviews.rating },
  vehicleId: { kind: 'uuid', column: rentalReviews.vehicleId },
  customerId: { kind: 'uuid', column: rentalReviews.customerId },
};

const sortColumns: Record<ReviewSortField, SQL> = {
  createdAt: sql`${rentalReviews.createdAt}`,
  rating: sql`${rentalReviews.rating}`,
};

// Drizzle renders columns unqualified in a one-table select, so the subqueries name the table.
const withCards = (parties: Pick<ReviewParties, 'customers' | 'vehicles'>) => {
  const row = (column: string) => sql.raw(`"rental_reviews"."${column}"`);
  return {
    review: rentalReviews,
    customerCard: parties.customers.cardAt({ tenantId: row('tenant_id'), id: row('customer_id') }),
    vehicleCard: parties.vehicles.cardAt({ tenantId: row('tenant_id'), id: row('vehicle_id') }),
  };
};

const flatten = (r: {
  review: ReviewRow;
  customerCard: ReviewCardRow['customerCard'];
  vehicleCard: ReviewCardRow['vehicleCard'];
}): ReviewCardRow => ({ ...r.review, customerCard: r.customerCard, vehicleCard: r.vehicleCard });

export async function listReviews(
  tx: Tx,
  q: ParsedList<ReviewSortField>,
  parties: Pick<ReviewParties, 'customers' | 'vehicles'>,
) {
  const where = and(...q.conditions);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select(withCards(parties))
    .from(rentalReviews)
    .where(where)
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, asc(rentalReviews.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(rentalReviews).where(where);
    return counted?.total ?? 0;
  });
  return { rows: rows.map(flatten), total };
}

export async function findReview(
  tx: Tx,
  id: string,
  parties: Pick<ReviewParties, 'customers' | 'vehicles'>,
) {
  const [row] = await tx
    .select(withCards(parties))
    .from(rentalReviews)
    .where(eq(rentalReviews.id, id));
  return row ? flatten(row) : undefined;
}

export async function reviewOfRental(tx: Tx, rentalId: string) {
  const [row] = await tx
    .select({ id: rentalReviews.id })
    .from(rentalReviews)
    .where(eq(rentalReviews.rentalId, rentalId));
  return row;
}

export async function insertReview(tx: Tx, values: ReviewInsert): Promise<ReviewRow> {
  const [row] = await tx.insert(rentalReviews).values(values).returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

export async function setReviewStatus(
  tx: Tx,
  id: string,
  changes: Pick<ReviewRow, 'status' | 'moderatedBy' | 'moderatedAt'>,
) {
  await tx
    .update(rentalReviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(rentalReviews.id, id));
}

export async function publishedReviews(
  tx: Tx,
  limit: number,
  parties: Pick<ReviewParties, 'customers' | 'vehicles'>,
) {
  const rows = await tx
    .select(withCards(parties))
    .from(rentalReviews)
    .where(eq(rentalReviews.status, 'published'))
    .orderBy(desc(rentalReviews.createdAt), asc(rentalReviews.id))
    .limit(limit);
  return rows.map(flatten);
}

/** The average of a vehicle's published ratings (null without any), as a subquery. */
export const averageRatingAt = (vehicle: RowRef) =>
  sql<number | null>`(select round(avg(rr.rating)::numeric, 1)::float8 from ${rentalReviews} rr
    where rr.tenant_id = ${vehicle.tenantId} and rr.vehicle_id = ${vehicle.id}
      and rr.status = 'published')`;

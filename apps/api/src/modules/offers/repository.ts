import type { OfferFilterField, OfferSortField } from '@motorpool/domain/schemas/offer';
import { offerDiscountKinds } from '@motorpool/domain/schemas/offer';
import { and, asc, count, eq, gte, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { offerRedemptions, offers } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';

export type OfferRow = typeof offers.$inferSelect;
export type OfferInsert = Omit<typeof offers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const offerFilterSpecs: Record<OfferFilterField, FieldSpec> = {
  active: { kind: 'bool', column: offers.active },
  discountKind: { kind: 'enum', column: offers.discountKind, values: offerDiscountKinds },
  validFrom: { kind: 'date', column: offers.validFrom },
  validUntil: { kind: 'date', column: offers.validUntil },
  promoCode: { kind: 'text', column: offers.promoCode },
};

const sortColumns: Record<OfferSortField, SQL> = {
  titleEn: sql`lower(${offers.titleEn})`,
  validFrom: sql`${offers.validFrom}`,
  validUntil: sql`${offers.validUntil}`,
  featuredOrder: sql`${offers.featuredOrder}`,
  createdAt: sql`${offers.createdAt}`,
};

export async function listOffers(tx: Tx, q: ParsedList<OfferSortField>) {
  const search = q.search
    ? or(
        ilikeContains(offers.titleEn, q.search),
        ilikeContains(offers.titleAr, q.search),
        ilikeContains(offers.promoCode, q.search),
      )
    : undefined;
  const where = and(...q.conditions, search);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select()
    .from(offers)
    .where(where)
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, asc(offers.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(offers).where(where);
    return counted?.total ?? 0;
  });
  return { rows, total };
}

export async function findOffer(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(offers).where(eq(offers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function promoCodeTaken(tx: Tx, code: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        sql`upper(${offers.promoCode}) = upper(${code})`,
        exceptId ? ne(offers.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertOffer(tx: Tx, values: OfferInsert): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(values).returning();
  if (!row) throw new Error('offer insert returned nothing');
  return row;
}

export async function updateOffer(tx: Tx, id: string, changes: Partial<OfferInsert>) {
  const [row] = await tx
    .update(offers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  if (!row) throw new Error('offer update returned nothing');
  return row;
}

export async function deleteOffer(tx: Tx, id: string): Promise<void> {
  await tx.delete(offers).where(eq(offers.id, id));
}

/** Active offers whose dates cover `day` (YYYY-MM-DD), the home's order. */
export async function currentOffers(tx: Tx, day: string, limit: number) {
  return tx
    .select()
    .from(offers)
    .where(and(eq(offers.active, true), lte(offers.validFrom, day), gte(offers.validUntil, day)))
    .orderBy(asc(offers.featuredOrder), asc(offers.validUntil), asc(offers.id))
    .limit(limit);
}

/** The active offer of a promo code whose dates cover `day`, whatever its categories. */
export async function offerOfCode(tx: Tx, code: string, day: string) {
  const [row] = await tx
    .select()
    .from(offers)
    .where(
      and(
        sql`upper(${offers.promoCode}) = upper(${code})`,
        eq(offers.active, true),
        lte(offers.validFrom, day),
        gte(offers.validUntil, day),
      ),
    );
  return row;
}

/** The offer whose image the file is, if any. */
export async function offerOfImage(tx: Tx, fileId: string) {
  const [row] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.imageFileId, fileId));
  return row;
}

/** Records the customer's one use of the offer; false when they already have one. */
export async function claimCustomerUse(
  tx: Tx,
  use: { tenantId: string; offerId: string; customerId: string; reservationId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(offerRedemptions)
    .values(use)
    .onConflictDoNothing()
    .returning({ offerId: offerRedemptions.offerId });
  return rows.length > 0;
}

/**
 * Counts one more use of the offer while below its limit; false when it is used up. A second
 * booking racing for the last use waits on the row and then finds the condition false.
 */
export async function countUse(tx: Tx, offerId: string): Promise<boolean> {
  const rows = await tx
    .update(offers)
    .set({ redemptions: sql`${offers.redemptions} + 1` })
    .where(
      and(
        eq(offers.id, offerId),
        or(isNull(offers.maxRedemptions), lt(offers.redemptions, offers.maxRedemptions)),
      ),
    )
    .returning({ id: offers.id });
  return rows.length > 0;
}

/** Whether the customer has used the offer (an offer limited per customer). */
export async function customerUsed(tx: Tx, offerId: string, customerId: string) {
  const [row] = await tx
    .select({ offerId: offerRedemptions.offerId })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.customerId, customerId)))
    .limit(1);
  return row !== undefined;
}

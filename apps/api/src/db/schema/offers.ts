// The offers module.
import { offerDiscountKinds } from '@motorpool/domain/schemas/offer';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, textArray, timestamps } from './columns.ts';
import { files } from './files.ts';
import { tenants } from './tenants.ts';

// Offers. Validity is by calendar day in the company's time zone, both days included;
// a percent discount is in basis points, an amount in minor units of the company's currency.
// The promo code is stored upper case, so the unique index compares it without regard to case.
export const offers = pgTable(
  'offers',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    bodyEn: text('body_en'),
    bodyAr: text('body_ar'),
    discountKind: text('discount_kind', { enum: offerDiscountKinds }).notNull(),
    discountValue: integer('discount_value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    categories: textArray('categories'),
    promoCode: text('promo_code'),
    active: boolean('active').notNull().default(true),
    featuredOrder: integer('featured_order').notNull().default(0),
    // redemption limits; `redemptions` counts the bookings that used the code, raised in the
    // booking's transaction only while below `max_redemptions`, so the last one goes once
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    firstBookingOnly: boolean('first_booking_only').notNull().default(false),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    imageFileId: uuid('image_file_id'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'offers_image_file_fk',
      columns: [t.tenantId, t.imageFileId],
      foreignColumns: [files.tenantId, files.id],
      // the migration narrows SET NULL to image_file_id, keeping tenant_id
    }).onDelete('set null'),
    check('offers_discount_positive', sql`${t.discountValue} > 0`),
    check(
      'offers_percent_at_most_full',
      sql`${t.discountKind} <> 'percent' or ${t.discountValue} <= 10000`,
    ),
    check('offers_valid_period', sql`${t.validUntil} >= ${t.validFrom}`),
    // staff may lower the limit below the uses already counted: it then refuses every new one
    check(
      'offers_redemptions_positive',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.maxRedemptions} > 0)`,
    ),
    uniqueIndex('offers_tenant_promo_code_key').on(t.tenantId, sql`upper(${t.promoCode})`),
    index('offers_tenant_valid_idx').on(t.tenantId, t.validFrom, t.validUntil),
    index('offers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

// The customers who have used an offer limited to one booking per customer (or to a first
// booking): the primary key lets only one booking per customer take it, even two at once.
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    // the booking that used it, as history
    reservationId: uuid('reservation_id').notNull(),
    createdAt: timestamps().createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.offerId, t.customerId] }),
    foreignKey({
      name: 'offer_redemptions_offer_fk',
      columns: [t.tenantId, t.offerId],
      foreignColumns: [offers.tenantId, offers.id],
    }).onDelete('cascade'),
  ],
);

// The reviews module.
import { reviewStatuses } from '@motorpool/domain/schemas/review';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, tenantIdColumn, timestamps } from './columns.ts';
import { customers } from './customers.ts';
import { rentals } from './rentals.ts';
import { tenants } from './tenants.ts';
import { vehicles } from './vehicles.ts';

// Testimonials: one review per completed rental, by its customer. `author_name`
// ("First L.") is what a published review shows, fixed when written.
export const rentalReviews = pgTable(
  'rental_reviews',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalId: uuid('rental_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    // a user id kept as history, like audit rows: it outlives the user
    moderatedBy: uuid('moderated_by'),
    moderatedAt: instant('moderated_at'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'rental_reviews_rental_fk',
      columns: [t.tenantId, t.rentalId],
      foreignColumns: [rentals.tenantId, rentals.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'rental_reviews_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'rental_reviews_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }).onDelete('cascade'),
    check('rental_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('rental_reviews_rental_key').on(t.tenantId, t.rentalId),
    index('rental_reviews_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('rental_reviews_tenant_vehicle_idx').on(t.tenantId, t.vehicleId, t.status),
  ],
);

import { sql } from 'drizzle-orm';
import type { ReservationAddOnView } from '@motorpool/domain/schemas/reservation';
import { customType, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

export const idColumn = () =>
  uuid('id')
    .notNull()
    .$defaultFn(() => uuidv7());

export const tenantIdColumn = () => uuid('tenant_id').notNull();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * A booking's price as it was fixed (reservations, and the rentals that take them over): minor
 * units of `currency`; `add_ons` keeps each add-on's name and price as they were then.
 */
export const bookedPrice = () => ({
  currency: text('currency').notNull(),
  dailyRate: integer('daily_rate').notNull(),
  days: integer('days').notNull(),
  subtotal: integer('subtotal').notNull(),
  addOns: jsonb('add_ons').$type<ReservationAddOnView[]>().notNull().default([]),
  addOnsTotal: integer('add_ons_total').notNull(),
  discount: integer('discount').notNull().default(0),
  additionalFees: integer('additional_fees').notNull().default(0),
  taxRateBp: integer('tax_rate_bp').notNull(),
  tax: integer('tax').notNull(),
  totalAmount: integer('total_amount').notNull(),
});

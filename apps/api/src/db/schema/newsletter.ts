// The newsletter module (platform table).
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

// The marketing footer's newsletter box: one row per address (case-insensitive), resubscribing
// is a no-op.
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: idColumn().primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`)],
);

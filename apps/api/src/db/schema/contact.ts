// The contact module: requests from the marketing site (platform table).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: idColumn().primaryKey(),
    kind: text('kind', { enum: ['contact', 'demo'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    fleetSize: text('fleet_size').notNull(),
    message: text('message'),
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
    locale: text('locale').notNull().default('en'),
    // The platform's follow-up: new until a super admin has contacted the sender, then closed.
    status: text('status', { enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    handledBy: uuid('handled_by'),
    ...timestamps(),
  },
  (t) => [
    index('contact_requests_created_idx').on(t.createdAt),
    index('contact_requests_status_idx').on(t.status, t.createdAt),
  ],
);

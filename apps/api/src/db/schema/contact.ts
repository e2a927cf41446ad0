// The contact module: requests from the marketing site (platform table).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { contactRequestKinds } from '@motorpool/domain/schemas/contact-request';

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: idColumn().primaryKey(),
    kind: text('kind', { enum: contactRequestKinds }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // asked by the contact and demo forms; a privacy question has none
    company: text('company'),
    phone: text('phone'),
    fleetSize: text('fleet_size'),
    subject: text('subject'),
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

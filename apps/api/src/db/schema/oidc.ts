// The oidc module.
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, tenantIdColumn } from './columns.ts';
import { users } from './users.ts';

// A user's accounts at OpenID Connect providers. A provider is trusted for the subject it
// issued, never for an e-mail address alone.
export const userIdentities = pgTable(
  'user_identities',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('user_identities_subject_key').on(t.tenantId, t.issuer, t.subject),
    index('user_identities_user_idx').on(t.tenantId, t.userId, t.issuer),
  ],
);

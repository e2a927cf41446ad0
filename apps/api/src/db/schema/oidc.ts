// The oidc module.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { userOwnedColumns, userOwnedKeys } from './user-owned.ts';

// A user's accounts at OpenID Connect providers. A provider is trusted for the subject it
// issued, never for an e-mail address alone.
export const userIdentities = pgTable(
  'user_identities',
  {
    ...userOwnedColumns(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    ...userOwnedKeys(t),
    uniqueIndex('user_identities_subject_key').on(t.tenantId, t.issuer, t.subject),
    index('user_identities_user_idx').on(t.tenantId, t.userId, t.issuer),
  ],
);

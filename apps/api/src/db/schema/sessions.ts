// The sessions module: tenant and platform refresh-token families.
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
import { platformUsers } from './auth.ts';

// One row per refresh token: tenant sessions and platform sessions share this shape.
const refreshTokenColumns = () => ({
  familyId: uuid('family_id').notNull(),
  refreshTokenHash: text('refresh_token_hash').notNull(),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
  createdAt: instant('created_at').notNull().defaultNow(),
  lastUsedAt: instant('last_used_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
  rotatedAt: instant('rotated_at'),
  revokedAt: instant('revoked_at'),
  revokedReason: text('revoked_reason'),
});

// One row per refresh token. A sign-in starts a family; each refresh rotates to a new row in
// the family. Presenting a rotated token again revokes the whole family.
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    ...refreshTokenColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('sessions_refresh_hash_key').on(t.tenantId, t.refreshTokenHash),
    index('sessions_family_idx').on(t.tenantId, t.familyId),
    index('sessions_user_idx').on(t.tenantId, t.userId, t.revokedAt),
  ],
);

export const platformSessions = pgTable(
  'platform_sessions',
  {
    id: idColumn().primaryKey(),
    platformUserId: uuid('platform_user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    ...refreshTokenColumns(),
  },
  (t) => [
    uniqueIndex('platform_sessions_refresh_hash_key').on(t.refreshTokenHash),
    index('platform_sessions_family_idx').on(t.familyId),
  ],
);

// The auth module: single-use tokens and platform administrators.
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, timestamps } from './columns.ts';
import { userOwnedColumns, userOwnedKeys } from './user-owned.ts';

// Single-use tokens: password reset (24 h), e-mail verification, and the hand-over of an OpenID
// Connect sign-in to the browser that started it (minutes).
export const userTokens = pgTable(
  'user_tokens',
  {
    ...userOwnedColumns(),
    kind: text('kind', {
      enum: ['password_reset', 'email_verification', 'oidc_handoff'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [...userOwnedKeys(t), uniqueIndex('user_tokens_hash_key').on(t.tenantId, t.tokenHash)],
);

// Platform super administrators: not tenant users, no tenant_id.
export const platformUsers = pgTable(
  'platform_users',
  {
    id: idColumn().primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    lastLoginAt: instant('last_login_at'),
    passwordChangedAt: instant('password_changed_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('platform_users_email_key').on(sql`lower(${t.email})`)],
);

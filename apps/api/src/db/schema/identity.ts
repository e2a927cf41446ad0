import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, timestamps } from './columns.ts';
import { tenants } from './platform.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// One row per refresh token: tenant sessions and platform sessions share this shape.
const refreshTokenColumns = () => ({
  familyId: uuid('family_id').notNull(),
  refreshTokenHash: text('refresh_token_hash').notNull(),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
  createdAt: at('created_at').notNull().defaultNow(),
  lastUsedAt: at('last_used_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  rotatedAt: at('rotated_at'),
  revokedAt: at('revoked_at'),
  revokedReason: text('revoked_reason'),
});

// Back-office users and customer accounts of one tenant.
export const users = pgTable(
  'users',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    branchId: uuid('branch_id'),
    preferredLanguage: text('preferred_language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    emailVerifiedAt: at('email_verified_at'),
    lastLoginAt: at('last_login_at'),
    passwordChangedAt: at('password_changed_at'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

// Named permission sets per tenant; the SPEC §6 roles are seeded as system roles.
export const roles = pgTable(
  'roles',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSystem: boolean('is_system').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('roles_tenant_name_key').on(t.tenantId, t.name),
  ],
);

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

// Single-use tokens: password reset (24 h), e-mail verification, and the hand-over of an OpenID
// Connect sign-in to the browser that started it (minutes).
export const userTokens = pgTable(
  'user_tokens',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', {
      enum: ['password_reset', 'email_verification', 'oidc_handoff'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('user_tokens_hash_key').on(t.tenantId, t.tokenHash),
  ],
);

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
    createdAt: at('created_at').notNull().defaultNow(),
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
    lastLoginAt: at('last_login_at'),
    passwordChangedAt: at('password_changed_at'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('platform_users_email_key').on(sql`lower(${t.email})`)],
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

// The users module: back-office users and customer accounts.
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant, tenantIdColumn, timestamps } from './columns.ts';
import { tenants } from './tenants.ts';

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
    emailVerifiedAt: instant('email_verified_at'),
    lastLoginAt: instant('last_login_at'),
    passwordChangedAt: instant('password_changed_at'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

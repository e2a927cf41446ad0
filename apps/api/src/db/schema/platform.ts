// The platform's own records (no tenant_id, no row level security): sign-ups waiting for their
// e-mail to be confirmed, the super administrators' activity log, and support's visits into a
// company.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant } from './columns.ts';

/** What a visitor asked for when signing up; the password is kept only as its hash. */
export type SignupPayload = {
  companyName: string;
  subdomain: string;
  country: string;
  plan: 'starter' | 'professional' | 'enterprise';
  firstName: string;
  lastName: string;
  passwordHash: string;
  language: 'en' | 'ar';
  /** fill the company with sample data once it is made (absent on older sign-ups) */
  sampleData?: boolean;
};

export const signupRequests = pgTable(
  'signup_requests',
  {
    id: idColumn().primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<SignupPayload>().notNull(),
    expiresAt: instant('expires_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    // The company the confirmation provisioned. Platform tables name a company `company_id`
    // (row level security belongs to the tables holding a company's own rows, by `tenant_id`);
    // the company's removal deletes or clears these.
    companyId: uuid('company_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signup_requests_token_key').on(t.tokenHash),
    index('signup_requests_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

// Append-only for the application (security.ts revokes update and delete): nobody edits it.
export const platformActivity = pgTable(
  'platform_activity',
  {
    id: idColumn().primaryKey(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    // The platform's activity types: login, logout, create, update, delete (a company's status
    // moves, support visits and the like are updates with their own `detail`).
    action: text('action', { enum: ['login', 'logout', 'create', 'update', 'delete'] }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('platform_activity_created_idx').on(t.createdAt),
    index('platform_activity_entity_idx').on(t.entityType, t.entityId),
  ],
);

// A super administrator's support visit into a company: at most 30 minutes, with its reason.
export const impersonations = pgTable(
  'impersonations',
  {
    id: idColumn().primaryKey(),
    companyId: uuid('company_id').notNull(),
    platformUserId: uuid('platform_user_id').notNull(),
    reason: text('reason').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
    // Whether anything was changed during the visit (the company's trail names each change).
    wrote: boolean('wrote').notNull().default(false),
    // The single-use code that hands the visit's token to the company's own host; cleared once
    // redeemed, and refused two minutes after the start.
    handoffHash: text('handoff_hash'),
  },
  (t) => [index('impersonations_company_idx').on(t.companyId, t.startedAt)],
);

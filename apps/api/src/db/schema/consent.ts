// The consent module: cookie consent choices and terms acceptances, for company users (tenant
// tables) and for the platform's administrators (platform tables). Append-only: each save is a
// new row, so the history of what was agreed, when and under which version stays.
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { platformUsers } from './auth.ts';
import { idColumn, instant } from './columns.ts';
import { userOwnedColumns, userOwnedKeys } from './user-owned.ts';

const consentColumns = () => ({
  analytics: boolean('analytics').notNull(),
  marketing: boolean('marketing').notNull(),
  personalization: boolean('personalization').notNull(),
  policyVersion: text('policy_version').notNull(),
  decidedAt: instant('decided_at').notNull().defaultNow(),
});

const acceptanceColumns = () => ({
  version: text('version').notNull(),
  textHash: text('text_hash').notNull(),
  // terms-page, registration, company-signup or seed (domain termsAcceptanceSources)
  source: text('source').notNull(),
  acceptedAt: instant('accepted_at').notNull().defaultNow(),
});

export const consentRecords = pgTable(
  'consent_records',
  { ...userOwnedColumns(), ...consentColumns() },
  (t) => [...userOwnedKeys(t), index('consent_records_user_idx').on(t.tenantId, t.userId, t.id)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  { ...userOwnedColumns(), ...acceptanceColumns() },
  (t) => [...userOwnedKeys(t), index('terms_acceptances_user_idx').on(t.tenantId, t.userId, t.id)],
);

export const platformConsentRecords = pgTable(
  'platform_consent_records',
  {
    id: idColumn().primaryKey(),
    platformUserId: uuid('platform_user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    ...consentColumns(),
  },
  (t) => [index('platform_consent_records_user_idx').on(t.platformUserId, t.id)],
);

export const platformTermsAcceptances = pgTable(
  'platform_terms_acceptances',
  {
    id: idColumn().primaryKey(),
    platformUserId: uuid('platform_user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    ...acceptanceColumns(),
  },
  (t) => [index('platform_terms_acceptances_user_idx').on(t.platformUserId, t.id)],
);

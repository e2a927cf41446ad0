// The privacy module: data-rights requests (platform table). A request is a person's, by e-mail
// address, across every company they are a customer of, so it belongs to no one company. The
// company a signed-in customer asked from is plain data in for_tenant_id: a column named
// tenant_id would put the table under row level security (db/security.ts), and the platform's
// list and the deadline job, which work across companies, would see nothing. Company staff
// reach only their own company's rows through the module's queries (modules/privacy/README.md).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant as at, timestamps } from './columns.ts';

export type PrivacyKept = { kind: string; count: number; reason: string };

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: idColumn().primaryKey(),
    requestType: text('request_type', {
      enum: ['access', 'deletion', 'portability', 'correction'],
    }).notNull(),
    status: text('status', {
      enum: ['awaiting_confirmation', 'open', 'extended', 'on_hold', 'completed', 'rejected'],
    })
      .notNull()
      .default('awaiting_confirmation'),
    // stored lower-cased: the same person whatever the case they typed
    email: text('email').notNull(),
    reason: text('reason'),
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    forTenantId: uuid('for_tenant_id'),
    // the signed-in customer's account that asked, so their list shows it
    requesterUserId: uuid('requester_user_id'),
    // SHA-256 of the e-mailed links' secrets; the secrets themselves are never stored
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    readTokenHash: text('read_token_hash'),
    confirmedAt: at('confirmed_at'),
    dueAt: at('due_at'),
    extendedAt: at('extended_at'),
    extensionReason: text('extension_reason'),
    remindedAt: at('reminded_at'),
    overdueAlertedAt: at('overdue_alerted_at'),
    resolutionNote: text('resolution_note'),
    kept: jsonb('kept').$type<PrivacyKept[]>().notNull().default([]),
    resolvedBy: uuid('resolved_by'),
    completedAt: at('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('privacy_requests_confirm_token_idx')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    uniqueIndex('privacy_requests_read_token_idx')
      .on(t.readTokenHash)
      .where(sql`${t.readTokenHash} is not null`),
    index('privacy_requests_status_due_idx').on(t.status, t.dueAt),
    index('privacy_requests_email_idx').on(t.email, t.createdAt),
    index('privacy_requests_tenant_idx').on(t.forTenantId, t.requestType, t.createdAt),
  ],
);

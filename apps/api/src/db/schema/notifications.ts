// The notifications module: each person's notifications and their preferences.
import type { NotificationPreferences } from '@motorpool/domain/schemas/notification';
import {
  notificationCategories,
  notificationPriorities,
  notificationTypes,
} from '@motorpool/domain/platform-lists';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, tenantIdColumn, timestamps } from './columns.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    // What it says is rendered when read, in the reader's language: a key of the domain's
    // notification catalogue and its parameters (dates as instants, money in minor units).
    messageKey: text('message_key').notNull(),
    messageParams: jsonb('message_params').$type<Record<string, unknown>>().notNull(),
    type: text('type', { enum: notificationTypes }).notNull(),
    category: text('category', { enum: notificationCategories }).notNull(),
    priority: text('priority', { enum: notificationPriorities }).notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    readAt: instant('read_at'),
    // What caused it (an event's delivery key per recipient): a repeated delivery adds nothing.
    sourceKey: text('source_key'),
    // Waiting for the recipient's daily or weekly digest; cleared when the digest is sent.
    digestPending: boolean('digest_pending').notNull().default(false),
    createdAt: timestamps().createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'notifications_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('notifications_source_key').on(t.tenantId, t.sourceKey),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.isArchived, t.createdAt),
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.isRead} = false and ${t.isArchived} = false`),
    index('notifications_digest_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.digestPending}`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
    // When this user's last digest went out (the next one gathers what came since).
    lastDigestAt: instant('last_digest_at'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({
      name: 'notification_preferences_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

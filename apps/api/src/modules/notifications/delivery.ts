// Writing notifications for people: each recipient's preferences decide whether it is kept,
// pushed, mailed at once or kept for their digest. Rows and mail are written in one
// transaction; sockets hear of them only after it commits.
import type { Language } from '@motorpool/domain/locale-lists';
import { notificationCatalogue } from '@motorpool/domain/notification-catalogue';
import type { NotificationMessage } from '@motorpool/domain/notification-messages';
import type {
  NotificationCategory,
  NotificationPriority,
  NotificationType,
} from '@motorpool/domain/platform-lists';
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  notificationPreferencesSchema,
  type NotificationView,
} from '@motorpool/domain/schemas/notification';
import type { Database, Tx } from '../../db/engine.ts';
import { enqueue } from '../../lib/outbox.ts';
import {
  type MailBranding,
  type MailBrandingReader,
  plainText,
  renderHtml,
} from '../mail/ports.ts';
import type { NotificationHub } from './hub.ts';
import type { Person } from './recipients.ts';
import {
  insertNotifications,
  type NotificationRow,
  readPreferences,
  unreadCount,
} from './repository.ts';
import { type Reader, textOf } from './messages.ts';

export type NotificationClass = {
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
};

/** One notification for one person: a message of the catalogue, rendered when it is read. */
export type Draft = {
  person: Person;
  message: NotificationMessage;
  /** the class of a text a person wrote, where it is not the key's own */
  classed?: Partial<NotificationClass>;
  link?: string | null;
  /** what caused it, so that a repeated cause adds nothing */
  sourceKey?: string;
  /** false when another mail already tells this person (a customer's booking confirmation) */
  mail?: boolean;
};

export const toView = (row: NotificationRow, reader: Reader): NotificationView => ({
  id: row.id,
  ...textOf(row, reader),
  type: row.type,
  category: row.category,
  priority: row.priority,
  isRead: row.isRead,
  isArchived: row.isArchived,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A stored preference set, or the defaults where none (or an unreadable one) is stored. */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const parsed = notificationPreferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultNotificationPreferences;
}

const openLabel: Record<Language, string> = { en: 'Open', ar: 'فتح' };

export type DeliveryDeps = {
  database: Database;
  hub: NotificationHub;
  branding: MailBrandingReader;
  /** makes a site-relative link absolute on the company's host */
  linksOf: (tenantId: string) => Promise<(path: string) => string>;
  timeZoneOf: (tenantId: string) => Promise<string>;
};

export function createDelivery({ database, hub, branding, linksOf, timeZoneOf }: DeliveryDeps) {
  // The branding and the host are read before the transaction: PGlite runs one at a time.
  async function write(
    tx: Tx,
    tenantId: string,
    drafts: Draft[],
    brand: MailBranding,
    absolute: (path: string) => string,
    timeZone: string,
  ) {
    const people = [...new Set(drafts.map((d) => d.person.userId))];
    const stored = new Map(
      (await readPreferences(tx, people)).map((r) => [r.userId, preferencesOf(r.preferences)]),
    );
    const prefs = (userId: string) => stored.get(userId) ?? defaultNotificationPreferences;
    const kept: { draft: Draft; classed: NotificationClass; mail: 'now' | 'digest' | 'no' }[] = [];
    for (const draft of drafts) {
      const { type, category, priority } = notificationCatalogue[draft.message.key];
      const classed = { type, category, priority, ...draft.classed };
      const p = prefs(draft.person.userId);
      const chosen = p.categories[classed.category];
      if (!chosen.enabled) continue;
      const mail =
        draft.mail === false || !(p.email.enabled && chosen.email)
          ? 'no'
          : p.email.frequency === 'immediate'
            ? 'now'
            : 'digest';
      kept.push({ draft, classed, mail });
    }
    const rows = await insertNotifications(
      tx,
      kept.map(({ draft, classed, mail }) => ({
        tenantId,
        userId: draft.person.userId,
        messageKey: draft.message.key,
        messageParams: draft.message.params,
        ...classed,
        link: draft.link ?? null,
        sourceKey: draft.sourceKey ?? null,
        digestPending: mail === 'digest',
      })),
    );
    // Only rows written now are mailed: a repeated cause finds its rows there already.
    const written = new Set(rows.map((r) => `${r.userId}:${r.sourceKey ?? r.id}`));
    for (const { draft, classed, mail } of kept) {
      const key = `${draft.person.userId}:${draft.sourceKey ?? ''}`;
      if (mail !== 'now' || (draft.sourceKey && !written.has(key))) continue;
      const language = draft.person.language;
      const text = textOf(
        { messageKey: draft.message.key, messageParams: draft.message.params },
        { language, timeZone },
      );
      const url = draft.link ? absolute(draft.link) : null;
      const content = {
        subject: text.title,
        paragraphs: [
          { text: text.message, ...(url ? { link: { url, label: openLabel[language] } } : {}) },
        ],
      };
      await enqueue(tx, tenantId, 'email', {
        to: draft.person.email,
        subject: content.subject,
        text: plainText(content),
        html: renderHtml(content, language, brand),
        locale: language,
        template: `notification:${classed.category}`,
        fromName: brand.companyName,
      });
    }
    return { rows, prefs };
  }

  /** Pushes what a committed transaction wrote: the new items and each person's count. */
  async function push(
    tenantId: string,
    rows: NotificationRow[],
    prefs: (userId: string) => NotificationPreferences,
    readerOf: (userId: string) => Reader,
  ) {
    if (rows.length === 0) return;
    const counts = await database.withTenant(tenantId, async (tx) => {
      const byUser = new Map<string, number>();
      for (const userId of new Set(rows.map((r) => r.userId))) {
        byUser.set(userId, await unreadCount(tx, userId));
      }
      return byUser;
    });
    for (const row of rows) {
      const p = prefs(row.userId);
      if (p.realTime.enabled && p.categories[row.category].push) {
        hub.toUser(row.userId, 'notification:new', toView(row, readerOf(row.userId)));
      }
    }
    for (const [userId, count] of counts) hub.toUser(userId, 'notification:count', { count });
  }

  return {
    /** Writes and, after commit, pushes; answers the rows written. */
    async deliver(tenantId: string, drafts: Draft[]): Promise<NotificationRow[]> {
      if (drafts.length === 0) return [];
      const brand = await branding(tenantId);
      const absolute = await linksOf(tenantId);
      const timeZone = await timeZoneOf(tenantId);
      const { rows, prefs } = await database.withTenant(tenantId, (tx) =>
        write(tx, tenantId, drafts, brand, absolute, timeZone),
      );
      // pushed in the language the person reads, as their mail is
      const languages = new Map(drafts.map((d) => [d.person.userId, d.person.language]));
      await push(tenantId, rows, prefs, (userId) => ({
        language: languages.get(userId) ?? 'en',
        timeZone,
      }));
      return rows;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;

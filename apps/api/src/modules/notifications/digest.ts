// Daily and weekly digests: notifications kept for people who chose them are gathered into
// one mail each. The job runs once across instances (lib/jobs), every day at 07:00 UTC; a
// weekly reader gets theirs once a week has passed since their last digest (or since the
// oldest waiting item when they never had one).
import type { Language } from '@motorpool/domain/locale-lists';
import type { Database } from '../../db/engine.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { enqueue } from '../../lib/outbox.ts';
import { type MailBrandingReader, plainText, renderHtml } from '../mail/ports.ts';
import { preferencesOf } from './delivery.ts';
import { textOf } from './messages.ts';
import type { Recipients } from './recipients.ts';
import {
  markDigested,
  pendingDigests,
  type NotificationRow,
  readPreferences,
} from './repository.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'notifications.digest': Record<string, never>;
  }
}

const weekMs = 7 * 86_400_000;
// the job runs at the same hour each day: a few hours' slack keeps a weekly reader on their day
const weeklySlackMs = 6 * 3_600_000;

const subject: Record<Language, Record<'daily' | 'weekly', (n: number) => string>> = {
  en: {
    daily: (n) => `Your daily summary: ${n} notification${n === 1 ? '' : 's'}`,
    weekly: (n) => `Your weekly summary: ${n} notification${n === 1 ? '' : 's'}`,
  },
  ar: {
    daily: (n) => `ملخصك اليومي: ${n} من الإشعارات`,
    weekly: (n) => `ملخصك الأسبوعي: ${n} من الإشعارات`,
  },
};

export type DigestDeps = {
  database: Database;
  recipients: Recipients;
  branding: MailBrandingReader;
  tenantIds: () => Promise<string[]>;
  timeZoneOf: (tenantId: string) => Promise<string>;
};

/** Sends the digests due at `now` for one company; answers how many mails were written. */
export async function sendDigests(
  { database, recipients, branding, timeZoneOf }: Omit<DigestDeps, 'tenantIds'>,
  tenantId: string,
  now: Date,
): Promise<number> {
  const brand = await branding(tenantId);
  const timeZone = await timeZoneOf(tenantId);
  return database.withTenant(tenantId, async (tx) => {
    const pending = await pendingDigests(tx);
    if (pending.length === 0) return 0;
    const byUser = new Map<string, NotificationRow[]>();
    for (const row of pending) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    const prefs = new Map(
      (await readPreferences(tx, [...byUser.keys()])).map((r) => [r.userId, r]),
    );
    let sent = 0;
    for (const [userId, rows] of byUser) {
      const stored = prefs.get(userId);
      const p = preferencesOf(stored?.preferences);
      const person = await recipients.user(tx, userId);
      const frequency = p.email.frequency;
      // someone who went back to immediate mail, or switched mail off, gets what waits now
      const since = stored?.lastDigestAt ?? rows[0]!.createdAt;
      const due =
        frequency !== 'weekly' || now.getTime() - since.getTime() >= weekMs - weeklySlackMs;
      if (!due) continue;
      if (person && p.email.enabled) {
        const kind = frequency === 'weekly' ? 'weekly' : 'daily';
        const content = {
          subject: subject[person.language][kind](rows.length),
          paragraphs: rows.map((r) => {
            const { title, message } = textOf(r, { language: person.language, timeZone });
            return { text: `${title}: ${message}` };
          }),
        };
        await enqueue(tx, tenantId, 'email', {
          to: person.email,
          subject: content.subject,
          text: plainText(content),
          html: renderHtml(content, person.language, brand),
          locale: person.language,
          template: `notification-digest:${kind}`,
          fromName: brand.companyName,
        });
        sent += 1;
      }
      await markDigested(
        tx,
        userId,
        rows.map((r) => r.id),
        now,
      );
    }
    return sent;
  });
}

export function notificationJobs(deps: DigestDeps) {
  return [
    defineJob({
      name: 'notifications.digest',
      description: "Mails each person's daily or weekly summary of their notifications",
      schedule: { dailyAt: '07:00' },
      async handler({ now, signal, log }) {
        let mails = 0;
        const failures: string[] = [];
        for (const tenantId of await deps.tenantIds()) {
          signal.throwIfAborted();
          try {
            mails += await sendDigests(deps, tenantId, now());
          } catch (err) {
            log.warn({ tenantId, err }, 'notification digest failed for a company');
            failures.push(tenantId);
          }
        }
        if (failures.length > 0) {
          throw new Error(
            `digests failed for ${failures.length} companies: ${failures.join(', ')}`,
          );
        }
        return { mails };
      },
    }),
  ];
}

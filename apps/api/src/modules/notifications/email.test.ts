import { randomUUID } from 'node:crypto';
import { defaultNotificationPreferences } from '@motorpool/domain/schemas/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { call, notify, setLanguage, settle } from './test-support.ts';

let smtp: TestSmtp;
let f: Fleet;

beforeAll(async () => {
  smtp = await startTestSmtp();
  f = await createFleet({
    smtpUrl: smtp.url,
    outbox: { intervalMs: 0 },
  });
}, 60_000);
afterAll(async () => {
  await f.t.close();
  await smtp.close();
});

// The registry's job as the runner calls it; the runner's once-per-occurrence is its own test's.
async function runDigest(at: number) {
  const job = f.t.services.jobs.find('notifications.digest');
  expect(job?.schedule).toEqual({ dailyAt: '07:00' });
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return job!.handler(
    {
      id: 'digest',
      name: 'notifications.digest',
      key: new Date(at).toISOString(),
      tenantId: null,
      attempt: 1,
      maxAttempts: 5,
      now: () => new Date(at),
      signal: new AbortController().signal,
      log,
    },
    {} as never,
  );
}

const receivedBy = (user: TestUser) =>
  smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === user.email);

async function withFrequency(user: TestUser, frequency: 'immediate' | 'daily' | 'weekly') {
  const prefs = structuredClone(defaultNotificationPreferences);
  prefs.email.frequency = frequency;
  const res = await call(f, 'PUT', '/notifications/preferences', user, { body: prefs });
  expect(res.statusCode, res.body).toBe(200);
}

describe('e-mail', () => {
  it('mails a notification at once in the recipient’s language', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    await setLanguage(f.t.database, f.demo, user, 'ar');
    await f.t.database.withTenant(f.demo, (tx) =>
      f.t.services.events.publish(tx, {
        name: 'vehicle.status.changed',
        tenantId: f.demo,
        actor: { type: 'system', id: null },
        subject: { type: 'vehicle', id: randomUUID() },
        payload: { from: 'available', to: 'maintenance', reason: null },
      }),
    );
    await settle(f);
    const [mail] = receivedBy(user);
    expect(mail?.subject).toBe('تغيرت حالة المركبة');
    expect(mail?.text).toContain('انتقلت مركبة من متاحة إلى صيانة.');
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('sends nothing for a category without e-mail, or with e-mail switched off', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    // system notifications are not mailed by default
    await notify(f, user, { category: 'system' });
    const prefs = structuredClone(defaultNotificationPreferences);
    prefs.email.enabled = false;
    await call(f, 'PUT', '/notifications/preferences', user, { body: prefs });
    await notify(f, user, { category: 'payment' });
    await settle(f);
    expect(receivedBy(user)).toHaveLength(0);
  });

  it('gathers a daily digest, sent once by the job at 07:00', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    await withFrequency(user, 'daily');
    await notify(f, user, { title: 'First', message: 'one' });
    await notify(f, user, { title: 'Second', message: 'two' });
    await settle(f);
    expect(receivedBy(user)).toHaveLength(0);

    await runDigest(Date.parse('2030-01-07T07:00:00.000Z'));
    await settle(f);
    const mails = receivedBy(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your daily summary: 2 notifications');
    expect(mails[0]!.text).toContain('First: one');
    expect(mails[0]!.text).toContain('Second: two');

    // nothing is sent twice
    await runDigest(Date.parse('2030-01-08T07:00:00.000Z'));
    await settle(f);
    expect(receivedBy(user)).toHaveLength(1);
  });

  it('gathers a weekly digest, sent only once a week has passed since the last one', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    await setLanguage(f.t.database, f.demo, user, 'ar');
    await withFrequency(user, 'weekly');
    const day = 86_400_000;
    const monday = Date.parse('2030-02-04T07:00:00.000Z');
    const digestAt = async (at: number) => {
      await runDigest(at);
      await settle(f);
      return receivedBy(user).length;
    };
    // never had one: what waits goes in the first run, and starts the week
    await notify(f, user, { title: 'Earlier', message: 'zero' });
    expect(await digestAt(monday)).toBe(1);
    expect(receivedBy(user)[0]!.subject).toBe('ملخصك الأسبوعي: 1 من الإشعارات');

    await notify(f, user, { title: 'First', message: 'one' });
    await notify(f, user, { title: 'Second', message: 'two' });
    await settle(f);
    // no mail at once, nor at the daily runs before the week is out
    expect(receivedBy(user)).toHaveLength(1);
    expect(await digestAt(monday + day)).toBe(1);
    expect(await digestAt(monday + 6 * day)).toBe(1);

    expect(await digestAt(monday + 7 * day)).toBe(2);
    const weekly = receivedBy(user)[1]!;
    expect(weekly.subject).toBe('ملخصك الأسبوعي: 2 من الإشعارات');
    expect(weekly.text).toContain('First: one');
    expect(weekly.text).toContain('Second: two');
    expect(weekly.text).not.toContain('Earlier: zero');
    expect(weekly.html).toContain('dir="rtl"');

    // nothing is sent twice, however often the job runs after
    expect(await digestAt(monday + 8 * day)).toBe(2);
    expect(await digestAt(monday + 14 * day)).toBe(2);
  });
});

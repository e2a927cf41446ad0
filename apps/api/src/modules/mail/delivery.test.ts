import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import type { MailMessage, OutboxPayloads } from '../../lib/outbox.ts';
import { outboxMaxAttempts, outboxRetryDelaysMs } from '../../plugins/outbox.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { call, password, tenantId } from '../auth/test-support.ts';
import { multipart } from '../vehicles/test-support.ts';

let smtp: TestSmtp;
let t: TestApp;
let demo: string;
let admin: TestUser;
let hash: string;
// The outbox worker's clock: moved by hand, so a retry is due without waiting for it.
let nowMs = Date.parse('2026-03-01T08:00:00.000Z');
const later = (ms: number) => {
  nowMs += ms;
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    smtpUrl: smtp.url,
    outbox: { now: () => new Date(nowMs), intervalMs: 0 },
  });
  demo = await tenantId(t.database, 'demo');
  admin = await createTestUser(t.database, demo, { roles: ['admin'] });
  hash = await hashPassword(password);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let serial = 0;
async function reader(language: 'en' | 'ar' = 'en') {
  serial += 1;
  const u = await createTestUser(t.database, demo, {
    roles: ['staff'],
    passwordHash: hash,
    email: `mail-reader-${serial}@test.example`,
  });
  await t.database.withTenant(demo, (tx) =>
    tx.update(users).set({ preferredLanguage: language }).where(eq(users.id, u.userId)),
  );
  return u;
}
const askReset = (email: string) =>
  call(t, 'POST', '/auth/forgot-password', { tenant: 'demo', body: { email } });
const receivedBy = (email: string) =>
  smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
const outboxRows = async <K extends keyof OutboxPayloads>(kind: K) =>
  (
    await t.database.withTenant(demo, (tx) => tx.select().from(outbox).where(eq(outbox.kind, kind)))
  ).map((row) => ({ ...row, payload: row.payload as OutboxPayloads[K] }));
const mailRowsTo = async (email: string) =>
  (await outboxRows('email')).filter((r) => (r.payload as MailMessage).to === email);
const resetLink = 'http://demo.motorpool.test:3000/auth/reset-password?token=';

describe('e-mail through SMTP_URL', () => {
  it('delivers a reset mail in English with the company name, colour and a PUBLIC_URL link', async () => {
    const u = await reader('en');
    const { company, branding } = await t.services.companySettings.get(demo);
    expect((await askReset(u.email)).statusCode).toBe(202);
    await t.app.outbox.flush(demo);

    const [mail, ...more] = receivedBy(u.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.from?.value[0]).toEqual({
      name: company.name,
      address: 'no-reply@motorpool.test',
    });
    expect(mail!.text).toContain(`\n${resetLink}`);
    const html = String(mail!.html);
    expect(html).toContain('dir="ltr"');
    expect(html).toContain(company.name);
    expect(html).toContain(branding.primaryColor);
    expect(html).toContain(`href="${resetLink}`);
    expect(html).not.toMatch(/<script/i);
    expect((await mailRowsTo(u.email)).map((r) => r.status)).toEqual(['sent']);
  });

  it('writes to an Arabic reader in Arabic, right to left, in the company colour and with its logo', async () => {
    const logo = await sharp({
      create: { width: 120, height: 40, channels: 3, background: '#0b7285' },
    })
      .png()
      .toBuffer();
    const upload = multipart({ name: 'logo.png', type: 'image/png', content: logo });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tenants/current/logo',
      headers: { ...bearer(admin, demo), ...upload.headers },
      payload: upload.body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const colour = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/tenants/current/settings',
      headers: bearer(admin, demo),
      payload: { branding: { primaryColor: '#0b7285' } },
    });
    expect(colour.statusCode, colour.body).toBe(200);
    const logoPath = (colour.json() as { branding: { logo: { url: string } } }).branding.logo.url;
    const companyName = (colour.json() as { company: { name: string } }).company.name;

    const u = await reader('ar');
    await askReset(u.email);
    await t.app.outbox.flush(demo);
    const [mail] = receivedBy(u.email);
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail!.text).toContain('استخدم هذا الرابط لاختيار كلمة مرور جديدة:');
    expect(mail!.text).toContain(`\n${resetLink}`);
    const html = String(mail!.html);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain(companyName);
    expect(html).toContain('#0b7285');
    expect(html).toContain(`src="http://motorpool.test:3000${logoPath}"`);
    expect(html).toContain('اختيار كلمة مرور جديدة');
  });

  it('answers the request before the SMTP server has accepted anything', async () => {
    const u = await reader();
    const release = smtp.hold();
    const res = await askReset(u.email);
    smtp.log.push('answered');
    expect(res.statusCode).toBe(202);
    release();
    await t.app.outbox.flush(demo);
    expect(smtp.log.slice(-2)).toEqual(['answered', 'accepted']);
    expect(receivedBy(u.email)).toHaveLength(1);
  });

  it('retries a mail the server refused once, only after the first backoff, and then delivers it', async () => {
    const u = await reader();
    smtp.rejectNext(1);
    await askReset(u.email);
    await t.app.outbox.flush(demo);
    expect(receivedBy(u.email)).toHaveLength(0);
    let [row] = await mailRowsTo(u.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('450');

    later(outboxRetryDelaysMs[0] - 1_000);
    await t.app.outbox.flush(demo);
    expect((await mailRowsTo(u.email))[0]!.attempts).toBe(1);

    later(1_000);
    await t.app.outbox.flush(demo);
    expect(receivedBy(u.email)).toHaveLength(1);
    [row] = await mailRowsTo(u.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives a mail up as failed after the last attempt, each one after a longer wait', async () => {
    const u = await reader();
    smtp.rejectNext(outboxMaxAttempts);
    await askReset(u.email);
    await t.app.outbox.flush(demo);
    for (const delay of outboxRetryDelaysMs) {
      later(delay);
      await t.app.outbox.flush(demo);
    }
    const [row] = await mailRowsTo(u.email);
    expect(row).toMatchObject({ status: 'failed', attempts: outboxMaxAttempts });
    later(outboxRetryDelaysMs.at(-1)!);
    await t.app.outbox.flush(demo);
    expect((await mailRowsTo(u.email))[0]!.attempts).toBe(outboxMaxAttempts);
    expect(receivedBy(u.email)).toHaveLength(0);
  });

  it('sends one mail when the same event is delivered again', async () => {
    const u = await reader();
    await askReset(u.email);
    await t.app.outbox.flush(demo);
    expect(receivedBy(u.email)).toHaveLength(1);
    const aboutUser = <T extends { payload: { recipient?: { email: string } } }>(row: {
      payload: unknown;
    }) => (row.payload as T).payload.recipient?.email === u.email;
    const [event] = (await outboxRows('event')).filter((r) => aboutUser(r));
    const deliveries = (await outboxRows('event_delivery')).filter((r) =>
      aboutUser({ payload: r.payload.event }),
    );
    expect(event!.payload.name).toBe('user.passwordReset.requested');
    expect(deliveries.map((d) => [d.payload.subscriber, d.status])).toEqual([['mail', 'done']]);

    // As after a crash between performing them and marking them done: both run once more.
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(outbox)
        .set({ status: 'pending', processedAt: null })
        .where(eq(outbox.id, event!.id)),
    );
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(outbox)
        .set({ status: 'pending', processedAt: null })
        .where(eq(outbox.id, deliveries[0]!.id)),
    );
    await t.app.outbox.flush(demo);
    expect((await outboxRows('event_delivery')).filter((r) => r.id === deliveries[0]!.id)).toEqual([
      expect.objectContaining({ status: 'done', attempts: 2 }),
    ]);
    expect(await mailRowsTo(u.email)).toHaveLength(1);
    expect(receivedBy(u.email)).toHaveLength(1);
  });
});

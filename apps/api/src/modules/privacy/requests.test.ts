import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { api, askAndConfirm, awaitMail, mailsTo, tokenIn } from './test-support.ts';

// Anyone's request, proven by the e-mailed link, on a clock the test holds.

const hour = 3_600_000;
const day = 24 * hour;
let clock = Date.parse('2026-03-01T10:00:00Z');
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    smtpUrl: smtp.url,
    clock: () => clock,
    jobs: { now: () => new Date(clock) },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ask = (body: object, lng = 'en', ip?: string) =>
  api(t, 'POST', '/privacy/requests', { body, lng, ...(ip ? { ip } : {}) });

describe('asking without signing in', () => {
  it('answers a known and an unknown address alike and mails each a link, in its language', async () => {
    const known = await ask({ requestType: 'access', email: 'customer@demo.test' });
    const unknown = await ask({ requestType: 'access', email: 'nobody@nowhere.test' }, 'ar');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ accepted: true });

    const english = await awaitMail(smtp, 'customer@demo.test');
    expect(english.subject).toBe('Your request: access to your data');
    expect(english.text).toContain('expires in 24 hours');
    expect(tokenIn(english, '/privacy/confirm')).toMatch(/^[\w-]{40,}$/);
    const arabic = await awaitMail(smtp, 'nobody@nowhere.test');
    expect(arabic.subject).toBe('طلبك: الاطلاع على بياناتك');
    expect(arabic.headers.get('content-language')).toBe('ar');
  });

  it('refuses an unknown type in the caller language and keeps nothing', async () => {
    const res = await ask({ requestType: 'erase', email: 'x@y.test' }, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details[0].path).toBe('body.requestType');
    expect(mailsTo(smtp, 'x@y.test')).toHaveLength(0);
  });

  it('limits requests per client address like the contact form', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 5; i += 1) {
      const res = await ask({ requestType: 'access', email: `flood${i}@x.test` }, 'en', ip);
      expect(res.statusCode).toBe(202);
    }
    const refused = await ask({ requestType: 'access', email: 'flood9@x.test' }, 'ar', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('confirming', () => {
  it('refuses an unknown token and a used one, in the caller language', async () => {
    const unknown = await api(t, 'POST', '/privacy/requests/confirm', {
      body: { token: 'x'.repeat(43) },
      lng: 'ar',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'هذا الرابط غير صالح. يرجى إرسال طلبك مرة أخرى.',
    });

    await ask({ requestType: 'correction', email: 'twice@x.test' });
    const token = tokenIn(await awaitMail(smtp, 'twice@x.test'), '/privacy/confirm');
    const first = await api(t, 'POST', '/privacy/requests/confirm', { body: { token } });
    expect(first.statusCode).toBe(200);
    const again = await api(t, 'POST', '/privacy/requests/confirm', { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a link older than 24 hours with 410, and the job removes the request', async () => {
    await ask({ requestType: 'deletion', email: 'late@x.test' });
    const token = tokenIn(await awaitMail(smtp, 'late@x.test'), '/privacy/confirm');
    // the pass that writes the deadline job's next occurrence
    await t.app.jobs.runDueJobs();
    clock += 24 * hour + 60_000;
    const res = await api(t, 'POST', '/privacy/requests/confirm', { body: { token } });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      message:
        'This link has expired: links are valid for 24 hours. Please send your request again.',
    });
    await t.app.jobs.runDueJobs();
    const gone = await api(t, 'POST', '/privacy/requests/confirm', { body: { token } });
    expect(gone.statusCode).toBe(400);
  });

  it('opens a correction with a 30-day deadline that the requester follows by the status link', async () => {
    const res = await askAndConfirm(t, smtp, {
      requestType: 'correction',
      email: 'Fix.Me@X.test',
      reason: 'My surname is misspelt',
    });
    expect(res.statusCode).toBe(200);
    const { request, statusToken } = res.json();
    expect(request).toMatchObject({
      requestType: 'correction',
      status: 'open',
      email: 'fix.me@x.test',
      reason: 'My surname is misspelt',
      handler: 'platform',
      overdue: false,
      downloadable: false,
      dueAt: new Date(clock + 30 * day).toISOString(),
    });
    const opened = await awaitMail(smtp, 'Fix.Me@X.test', 2);
    expect(tokenIn(opened, '/privacy/requests')).toBe(statusToken);
    const status = await api(t, 'POST', '/privacy/requests/status', {
      body: { token: statusToken },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ id: request.id, status: 'open' });
    const nothing = await api(t, 'POST', '/privacy/requests/download', {
      body: { token: statusToken },
      lng: 'ar',
    });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe('لا يوجد تنزيل لهذا الطلب، أو لم يعد متاحًا');
  });
});

describe('access and portability', () => {
  it('complete on confirmation and download as a zip for 14 days, by the status token only', async () => {
    const res = await askAndConfirm(t, smtp, {
      requestType: 'portability',
      email: 'customer@acme.test',
    });
    expect(res.statusCode).toBe(200);
    const { request, statusToken } = res.json();
    expect(request).toMatchObject({ status: 'completed', downloadable: true });
    expect(request.downloadUntil).toBe(new Date(clock + 14 * day).toISOString());

    const zip = await api(t, 'POST', '/privacy/requests/download', {
      body: { token: statusToken },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"$/);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const stranger = await api(t, 'POST', '/privacy/requests/download', {
      body: { token: 'y'.repeat(43) },
    });
    expect(stranger.statusCode).toBe(400);

    await t.app.jobs.runDueJobs();
    const ready = mailsTo(smtp, 'customer@acme.test', 'a copy of your data');
    expect(ready.map((m) => m.text).join(' ')).toContain('You can download it until');

    clock += 15 * day;
    const late = await api(t, 'POST', '/privacy/requests/download', {
      body: { token: statusToken },
    });
    expect(late.statusCode).toBe(404);
    clock -= 15 * day;
  });
});

describe('deletion', () => {
  it('deletes the data of an address and answers what was kept', async () => {
    const res = await askAndConfirm(
      t,
      smtp,
      { requestType: 'deletion', email: 'gone@nowhere.test' },
      'ar',
    );
    expect(res.statusCode).toBe(200);
    // only the record of the request itself is kept, as proof the right was honoured
    expect(res.json().request).toMatchObject({
      status: 'completed',
      kept: [
        { kind: 'privacy-requests', label: 'طلبات البيانات', count: 1, reason: expect.any(String) },
      ],
    });
    await t.app.jobs.runDueJobs();
    expect(mailsTo(smtp, 'gone@nowhere.test', 'حذف بياناتك').at(-1)?.text).toContain(
      'حُذفت بياناتك.',
    );
  });
});

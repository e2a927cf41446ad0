import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createPlatformAdmin } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { api, askAndConfirm, mailsTo } from './test-support.ts';

// The platform's side: the list, the one extension, the answer to a correction, and the job
// that lets no request pass its deadline silently, on a clock the test holds.

const day = 86_400_000;
let clock = Date.parse('2026-03-01T10:00:00Z');
let t: TestApp;
let smtp: TestSmtp;
let root: string;
const operator = 'privacy-desk@platform.test';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    smtpUrl: smtp.url,
    clock: () => clock,
    jobs: { now: () => new Date(clock) },
  });
  root = await createPlatformAdmin(t.database, operator);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const platform = (method: 'GET' | 'POST', url: string, body?: object, lng = 'en') =>
  api(t, method, url, { token: root, lng, ...(body ? { body } : {}) });

const alerts = (subject: string) => mailsTo(smtp, operator, subject);

describe('the deadline', () => {
  it('reminds the super administrators on day 25 once, then flags and alerts when overdue', async () => {
    const opened = await askAndConfirm(t, smtp, {
      requestType: 'correction',
      email: 'slow@x.test',
    });
    const { id } = opened.json().request;

    clock += 24 * day;
    await t.app.jobs.runDueJobs();
    expect(alerts('Data request due')).toHaveLength(0);

    clock += day + 60_000;
    await t.app.jobs.runDueJobs();
    const reminders = alerts('Data request due');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('slow@x.test');
    expect(reminders[0]?.text).toContain('/admin/support/superAdmin?tab=privacy');
    clock += 16 * 60_000;
    await t.app.jobs.runDueJobs();
    expect(alerts('Data request due')).toHaveLength(1);

    clock += 5 * day;
    await t.app.jobs.runDueJobs();
    expect(alerts('overdue')).toHaveLength(1);
    const list = await platform('GET', '/platform/privacy-requests?filter[status][equals]=open');
    expect(list.json().data.find((r: { id: string }) => r.id === id)).toMatchObject({
      overdue: true,
    });
    // alerted again each day while it stays unanswered
    clock += day + 60_000;
    await t.app.jobs.runDueJobs();
    expect(alerts('overdue')).toHaveLength(2);

    const answered = await platform('POST', `/platform/privacy-requests/${id}/resolve`, {
      outcome: 'rejected',
      note: 'We hold no data under this address.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'rejected', overdue: false });
    clock += day + 60_000;
    await t.app.jobs.runDueJobs();
    expect(alerts('overdue')).toHaveLength(2);
  });

  it('extends once, with the reason mailed to the requester, and never twice', async () => {
    const opened = await askAndConfirm(
      t,
      smtp,
      { requestType: 'correction', email: 'busy@x.test' },
      'ar',
    );
    const { id, dueAt } = opened.json().request;
    const extended = await platform('POST', `/platform/privacy-requests/${id}/extend`, {
      reason: 'The records are archived off site.',
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({
      status: 'extended',
      extensionReason: 'The records are archived off site.',
      dueAt: new Date(Date.parse(dueAt) + 30 * day).toISOString(),
    });
    const again = await platform(
      'POST',
      `/platform/privacy-requests/${id}/extend`,
      { reason: 'Still busy' },
      'ar',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('مُدّدت مهلة هذا الطلب مرة واحدة من قبل');
    await t.app.jobs.runDueJobs();
    const told = mailsTo(smtp, 'busy@x.test', 'تصحيح بياناتك').at(-1);
    expect(told?.text).toContain('السبب: The records are archived off site.');
  });

  it('answers only corrections by hand, and only for super administrators', async () => {
    const opened = await askAndConfirm(t, smtp, {
      requestType: 'deletion',
      email: 'erased@x.test',
    });
    const { id } = opened.json().request;
    const res = await platform('POST', `/platform/privacy-requests/${id}/resolve`, {
      outcome: 'completed',
      note: 'x',
    });
    expect(res.statusCode).toBe(409);
    const missing = await platform(
      'POST',
      '/platform/privacy-requests/01900000-0000-7000-8000-000000000000/extend',
      { reason: 'x' },
    );
    expect(missing.statusCode).toBe(404);
    const anonymous = await api(t, 'GET', '/platform/privacy-requests');
    expect(anonymous.statusCode).toBe(401);
    const search = await platform('GET', '/platform/privacy-requests?search=erased@');
    expect(search.json()).toMatchObject({ total: 1 });
  });
});

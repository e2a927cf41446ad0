import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createPlatformAdmin } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

// The privacy page's form for the data protection officer: kept as a platform request of its
// own kind, acknowledged to the sender in their language and told to the platform's operators.

let t: TestApp;
let smtp: TestSmtp;
let platform: { authorization: string };

const question = {
  name: 'Huda Al-Harbi',
  email: 'huda@example.sa',
  subject: 'Where is my licence scan kept?',
  message: 'I rented from two companies last year and want to know who holds my documents.',
};

const ask = (body: object, lng = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/privacy-contact-requests',
    headers: { 'accept-language': lng },
    payload: body,
  });
const count = async () =>
  (
    await t.database.run<{ n: number }>(
      "SELECT count(*)::int AS n FROM contact_requests WHERE kind = 'privacy'",
    )
  )[0]!.n;
const sentTo = (address: string) =>
  smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  platform = { authorization: `Bearer ${await createPlatformAdmin(t.database, 'dpo@p.test')}` };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('questions for the data protection officer', () => {
  it('keeps a question without company, phone or fleet, acknowledges it and alerts the platform', async () => {
    const res = await ask(question, 'ar');
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDueJobs();
    const [receipt] = sentTo('huda@example.sa');
    expect(receipt?.subject).toBe('استلمنا رسالتك');
    expect(receipt?.text).toContain('مسؤول حماية البيانات');
    const [alert] = sentTo('dpo@p.test');
    expect(alert?.subject).toBe(
      'Privacy question: Where is my licence scan kept? · سؤال عن الخصوصية',
    );
    expect(alert?.text).toContain('huda@example.sa');
    expect(alert?.text).toContain(question.message);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platform/contact-requests?filter[kind][equals]=privacy&search=licence',
      headers: platform,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        kind: 'privacy',
        subject: question.subject,
        company: null,
        phone: null,
        fleetSize: null,
        locale: 'ar',
      }),
    ]);
  });

  it.each([
    ['no subject', { ...question, subject: '' }, 'body.subject'],
    ['no message', { ...question, message: undefined }, 'body.message'],
    ['a bad e-mail', { ...question, email: 'huda@' }, 'body.email'],
  ])('refuses %s in the caller language and keeps nothing', async (_what, body, path) => {
    const before = await count();
    const res = await ask(body, 'ar');
    expect(res.statusCode).toBe(400);
    const detail = (res.json().details as { path: string; message: string }[]).find(
      (d) => d.path === path,
    );
    expect(detail?.message).toMatch(/[\u0600-\u06FF]/);
    expect(await count()).toBe(before);
  });

  it('refuses fields the form does not have, such as a kind or a status', async () => {
    const before = await count();
    expect((await ask({ ...question, kind: 'demo' })).statusCode).toBe(400);
    expect((await ask({ ...question, status: 'closed' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

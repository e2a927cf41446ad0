import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createPlatformAdmin, createTestUser } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtp;
let platform: { authorization: string };

const form = {
  name: 'Sara Al-Qahtani',
  email: 'sara@desertcars.sa',
  company: 'Desert Cars',
  phone: '+966 50 123 4567',
  fleetSize: '51-100',
  message: 'We run three branches.',
};

const submit = (lng: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/contact-requests',
    headers: { 'accept-language': lng },
    payload: { ...form, email },
  });
const call = (method: 'GET' | 'PATCH', url: string, payload?: object, lng = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...platform, 'accept-language': lng },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  platform = { authorization: `Bearer ${await createPlatformAdmin(t.database, 'desk@p.test')}` };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('contact requests, for the platform', () => {
  it('acknowledges a request by e-mail in the language the sender wrote in', async () => {
    expect((await submit('ar', 'ar@sender.test')).statusCode).toBe(201);
    expect((await submit('en', 'en@sender.test')).statusCode).toBe(201);
    await t.app.jobs.runDueJobs();
    const to = (address: string) =>
      smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
    expect(to('ar@sender.test')?.subject).toBe('استلمنا رسالتك');
    expect(to('ar@sender.test')?.text).toContain('موتوربول');
    expect(to('en@sender.test')?.subject).toBe('We received your message');
    // the platform's operators are told of each, with the way to the list
    const alerts = smtp.received.filter(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === 'desk@p.test',
    );
    expect(alerts).toHaveLength(2);
    expect(alerts[0]?.subject).toBe('New message: Desert Cars · رسالة جديدة');
    expect(alerts[0]?.text).toContain('Sara Al-Qahtani');
    expect(alerts.map((m) => m.text).join(' ')).toContain('ar@sender.test');
    expect(alerts[0]?.text).toContain('/admin/support/superAdmin?tab=requests');
  });

  it('lists requests newest first with the count still new, filtered by kind and status', async () => {
    const res = await call('GET', '/platform/contact-requests?filter[kind][equals]=contact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, newCount: 2 });
    expect(res.json().data[0]).toMatchObject({ email: 'en@sender.test', status: 'new' });
    const demos = await call('GET', '/platform/contact-requests?filter[kind][equals]=demo');
    expect(demos.json().total).toBe(0);
  });

  it('moves a request forward only, in the activity log, and never back', async () => {
    const [first] = (await call('GET', '/platform/contact-requests')).json().data;
    const contacted = await call('PATCH', `/platform/contact-requests/${first.id}`, {
      status: 'contacted',
    });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 'contacted', handledBy: expect.any(String) });
    const back = await call(
      'PATCH',
      `/platform/contact-requests/${first.id}`,
      { status: 'new' },
      'ar',
    );
    expect(back.statusCode).toBe(409);
    expect(back.json().details[0].path).toBe('status');
    expect(back.json().message).toMatch(/[\u0600-\u06FF]/);
    const bad = await call('PATCH', `/platform/contact-requests/${first.id}`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    const listed = (
      await call('GET', '/platform/contact-requests?filter[status][equals]=contacted')
    ).json();
    expect(listed).toMatchObject({ total: 1, newCount: 1 });
    const log = (
      await call('GET', '/platform/activity?filter[entityType][equals]=contact_request')
    ).json();
    expect(log.data[0]).toMatchObject({
      actorEmail: 'desk@p.test',
      entityId: first.id,
      detail: { from: 'new', to: 'contacted' },
    });
    const missing = await call('PATCH', `/platform/contact-requests/${crypto.randomUUID()}`, {
      status: 'closed',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses anyone but a super administrator', async () => {
    const tenant = (await t.database.run<{ id: string }>('select id from tenants limit 1'))[0]!.id;
    const admin = await createTestUser(t.database, tenant, { roles: ['admin'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platform/contact-requests',
      headers: bearer(admin, tenant),
    });
    expect(res.statusCode).toBe(403);
  });
});

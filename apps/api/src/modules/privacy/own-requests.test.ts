import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { tenantId } from '../auth/test-support.ts';
import { api, mailsTo } from './test-support.ts';

// A signed-in customer's requests: the password proves it is them; the company's staff answer
// the corrections about their own customers, and no other company sees them.

let t: TestApp;
let smtp: TestSmtp;
let demoCustomer: string;
let acmeCustomer: string;

const signIn = async (tenant: string, email: string) =>
  (await api(t, 'POST', '/auth/login', { tenant, body: { email, password: demoPassword } })).json()
    .access_token as string;

const own = (tenant: string, token: string, body: object, lng = 'en') =>
  api(t, 'POST', '/me/privacy-requests', { tenant, token, body, lng });

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  demoCustomer = await signIn('demo', 'customer@demo.test');
  acmeCustomer = await signIn('acme', 'customer@acme.test');
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a signed-in customer', () => {
  it('is refused with a wrong password, in the caller language, and nothing is kept', async () => {
    const res = await own(
      'demo',
      demoCustomer,
      { requestType: 'deletion', password: 'not-it' },
      'ar',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().details).toEqual([
      { path: 'body.password', message: 'كلمة المرور غير صحيحة' },
    ]);
    const list = await api(t, 'GET', '/me/privacy-requests', {
      tenant: 'demo',
      token: demoCustomer,
    });
    expect(list.json().total).toBe(0);
  });

  it('must be a customer: staff accounts have no such request here', async () => {
    const staff = await createTestUser(t.database, await tenantId(t.database, 'demo'));
    const res = await own('demo', staff.token, { requestType: 'access', password: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only a signed-in customer can send a data request from here');
  });

  it('gets an access archive at once, which nobody else can download', async () => {
    const res = await own('demo', demoCustomer, {
      requestType: 'access',
      password: demoPassword,
    });
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      status: 'completed',
      email: 'customer@demo.test',
      downloadable: true,
    });
    const download = `/me/privacy-requests/${request.id}/download`;
    const zip = await api(t, 'GET', download, { tenant: 'demo', token: demoCustomer });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const neighbour = await createTestUser(t.database, await tenantId(t.database, 'demo'), {
      roles: ['customer'],
    });
    const theirs = await api(t, 'GET', download, { tenant: 'demo', token: neighbour.token });
    expect(theirs.statusCode).toBe(404);
    const neighbours = await api(t, 'GET', '/me/privacy-requests', {
      tenant: 'demo',
      token: neighbour.token,
    });
    expect(neighbours.json().total).toBe(0);
    const otherCompany = await api(t, 'GET', download, { tenant: 'acme', token: acmeCustomer });
    expect(otherCompany.statusCode).toBe(404);
  });

  it('opens a correction that only its own company answers', async () => {
    const res = await own('acme', acmeCustomer, {
      requestType: 'correction',
      reason: 'My phone number changed',
      password: demoPassword,
    });
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({ status: 'open', handler: 'company' });

    const demoAdmin = await signIn('demo', 'admin@demo.test');
    const acmeAdmin = await signIn('acme', 'admin@acme.test');
    const demoList = await api(t, 'GET', '/privacy-requests', { tenant: 'demo', token: demoAdmin });
    expect(demoList.statusCode).toBe(200);
    expect(demoList.json().data.map((r: { id: string }) => r.id)).not.toContain(request.id);
    const intruder = await api(t, 'POST', `/privacy-requests/${request.id}/resolve`, {
      tenant: 'demo',
      token: demoAdmin,
      body: { outcome: 'completed', note: 'Done' },
    });
    expect(intruder.statusCode).toBe(404);

    const viewer = await signIn('acme', 'viewer@acme.test');
    const refused = await api(t, 'GET', '/privacy-requests', { tenant: 'acme', token: viewer });
    expect(refused.statusCode).toBe(403);

    // an unconfirmed correction asked on the company's host is nobody's business yet
    const unproven = await api(t, 'POST', '/privacy/requests', {
      tenant: 'acme',
      body: { requestType: 'correction', email: 'ghost@x.test' },
    });
    expect(unproven.statusCode).toBe(202);
    const acmeList = await api(t, 'GET', '/privacy-requests', { tenant: 'acme', token: acmeAdmin });
    expect(acmeList.json().data).toEqual([expect.objectContaining({ id: request.id })]);
    const done = await api(t, 'POST', `/privacy-requests/${request.id}/resolve`, {
      tenant: 'acme',
      token: acmeAdmin,
      body: { outcome: 'completed', note: 'The new number is on file.' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      resolutionNote: 'The new number is on file.',
    });
    const twice = await api(t, 'POST', `/privacy-requests/${request.id}/resolve`, {
      tenant: 'acme',
      token: acmeAdmin,
      body: { outcome: 'rejected', note: 'No' },
    });
    expect(twice.statusCode).toBe(409);

    const mine = await api(t, 'GET', '/me/privacy-requests', {
      tenant: 'acme',
      token: acmeCustomer,
    });
    expect(mine.json().data[0]).toMatchObject({ id: request.id, status: 'completed' });
    await t.app.jobs.runDueJobs();
    expect(mailsTo(smtp, 'customer@acme.test', 'correction')[0]?.text).toContain(
      'The new number is on file.',
    );
  });

  it('is told to wait when a rental is in progress, and the deletion stays on hold', async () => {
    const res = await own('demo', demoCustomer, {
      requestType: 'deletion',
      password: demoPassword,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'on_hold', dueAt: expect.any(String) });
    await t.app.jobs.runDueJobs();
    expect(mailsTo(smtp, 'customer@demo.test', 'deletion')[0]?.text).toContain(
      'You have a rental in progress',
    );
    const list = await api(t, 'GET', '/me/privacy-requests?filter[status][equals]=on_hold', {
      tenant: 'demo',
      token: demoCustomer,
    });
    expect(list.json().total).toBe(1);
  });
});

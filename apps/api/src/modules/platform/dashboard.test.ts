import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createPlatformAdmin, createTestUser } from '../../test/identity.ts';

/** The UTC date `offset` days from now, as the range filters take it. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let platform: { authorization: string };
const clock = new Date('2031-03-15T12:00:00Z');

const get = (url: string, headers: Record<string, string> = platform, lng = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...headers, 'accept-language': lng },
  });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = platform) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

beforeAll(async () => {
  t = await createTestApp({ jobs: { now: () => clock } });
  platform = { authorization: `Bearer ${await createPlatformAdmin(t.database, 'ops@p.test')}` };
});
afterAll(async () => t.close());

describe('the platform activity log', () => {
  it('records a super administrator signing in and out, and every change of a company', async () => {
    const login = await send(
      'POST',
      '/auth/login',
      {
        email: 'root@motorpool.test',
        password: demoPassword,
      },
      {} as { authorization: string },
    );
    expect(login.statusCode).toBe(200);
    const root = { authorization: `Bearer ${login.json().access_token}` };
    const created = await send(
      'POST',
      '/platform/tenants',
      {
        name: 'Logged Cars',
        subdomain: 'logged-cars',
        country: 'KW',
        plan: 'starter',
        adminEmail: 'owner@logged.test',
        adminFirstName: 'Fahad',
        adminLastName: 'Logger',
      },
      root,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await send('PATCH', `/platform/tenants/${id}`, { name: 'Logged Cars Co' }, root);
    await send(
      'POST',
      `/platform/tenants/${id}/status`,
      { action: 'suspend', reason: 'unpaid' },
      root,
    );
    expect((await send('POST', '/auth/logout', {}, root)).statusCode).toBe(204);

    const page = await get('/platform/activity?search=root@motorpool.test&limit=10');
    expect(page.statusCode).toBe(200);
    const rows = page.json().data as {
      action: string;
      entityType: string;
      detail: Record<string, unknown>;
    }[];
    expect(rows.map((r) => r.action)).toEqual(['logout', 'update', 'update', 'create', 'login']);
    expect(rows[1]).toMatchObject({
      entityType: 'tenant',
      actorEmail: 'root@motorpool.test',
      detail: { move: 'suspend', from: 'trial', to: 'suspended', reason: 'unpaid' },
    });
    expect(rows[2]!.detail).toMatchObject({ changed: ['name'] });

    const logins = await get('/platform/activity?filter[action][equals]=login&search=root@');
    expect(logins.json().data.every((r: { action: string }) => r.action === 'login')).toBe(true);
    // A range around today holds every row written here, whenever the test runs (midnight too).
    const inRange = await get(
      `/platform/activity?filter[createdAt][gte]=${day(-1)}&filter[createdAt][lte]=${day(1)}&search=logged`,
    );
    expect(inRange.json().total).toBeGreaterThanOrEqual(3);
    const before = await get(`/platform/activity?filter[createdAt][lt]=2001-01-01`);
    expect(before.json().total).toBe(0);
  });

  it('exports the log as CSV with headers in the caller language', async () => {
    const csv = await get('/platform/activity/export?format=csv&search=logged', platform, 'ar');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('المسؤول');
    expect(csv.body).toContain('logged-cars');
  });

  it('refuses a bad filter field by field, and anyone but a super administrator', async () => {
    const bad = await get('/platform/activity?filter[action][equals]=dance', platform, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toContain('action');
    const tenant = (await t.database.run<{ id: string }>('select id from tenants limit 1'))[0]!.id;
    const admin = await createTestUser(t.database, tenant, { roles: ['admin'] });
    expect((await get('/platform/activity', bearer(admin, tenant))).statusCode).toBe(403);
    expect((await get('/platform/overview', bearer(admin, tenant))).statusCode).toBe(403);
    expect((await get('/platform/health', bearer(admin, tenant))).statusCode).toBe(403);
  });

  it('cannot be changed or removed through the application connection', async () => {
    await expect(
      t.database.db.execute(sql`update platform_activity set action = 'delete'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from platform_activity`)).rejects.toThrow();
    const methods = ['PATCH', 'DELETE', 'PUT'] as const;
    for (const method of methods) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/platform/activity',
        headers: platform,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the platform overview', () => {
  it('counts companies by status and plan and what was added, against the period before', async () => {
    const res = await get('/platform/overview?period=30d');
    expect(res.statusCode).toBe(200);
    const o = res.json();
    const companies = (
      await t.database.run<{ n: number }>('select count(*)::int as n from tenants')
    )[0]!.n;
    expect(o.companies.total).toBe(companies);
    const byStatus = Object.values(o.companies.byStatus as Record<string, number>);
    expect(byStatus.reduce((a, b) => a + b, 0)).toBe(companies);
    expect(
      Object.values(o.companies.byPlan as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(companies);
    expect(o.period.to).toBe(clock.toISOString());
    expect(o.users.total).toBeGreaterThan(0);
    for (const r of o.revenue)
      expect(r).toMatchObject({ currency: expect.stringMatching(/^[A-Z]{3}$/) });
    expect(new Set(o.revenue.map((r: { currency: string }) => r.currency)).size).toBe(
      o.revenue.length,
    );
  });

  it('counts a company and a user created inside a chosen range, not in the one before', async () => {
    const range = `from=${day(-1)}&to=${day(1)}`;
    const before = (await get(`/platform/overview?${range}`)).json();
    const made = await send('POST', '/platform/tenants', {
      name: 'Counted Cars',
      subdomain: 'counted-cars',
      country: 'SA',
      plan: 'professional',
      adminEmail: 'owner@counted.test',
      adminFirstName: 'Noura',
      adminLastName: 'Counter',
    });
    expect(made.statusCode).toBe(201);
    // the company comes with its administrator: one more back-office user
    const after = (await get(`/platform/overview?${range}`)).json();
    expect(after.companies.current).toBe(before.companies.current + 1);
    expect(after.users.current).toBe(before.users.current + 1);
    expect(after.users.previous).toBe(before.users.previous);
  });

  it('refuses an incomplete or reversed range in Arabic, field by field', async () => {
    const half = await get('/platform/overview?from=2031-01-10', platform, 'ar');
    expect(half.statusCode).toBe(400);
    expect(half.json().details[0].path).toContain('to');
    expect(half.json().message).toMatch(/[\u0600-\u06FF]/);
    const reversed = await get('/platform/overview?from=2031-01-10&to=2031-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].path).toContain('to');
  });
});

describe('the system health', () => {
  it('measures each service, with Redis shown as not configured rather than failing', async () => {
    const res = await get('/platform/health');
    expect(res.statusCode).toBe(200);
    const h = res.json();
    const byName = Object.fromEntries(h.checks.map((c: { name: string }) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(
      ['database', 'disk', 'email', 'jobs', 'memory', 'outbox', 'redis'].sort(),
    );
    expect(byName.database).toMatchObject({ service: 'online', configured: true });
    expect(byName.database.figures.latencyMs).toEqual(expect.any(Number));
    expect(byName.redis).toMatchObject({ configured: false, state: 'healthy' });
    expect(byName.disk.figures.freeBytes).toEqual(expect.any(Number));
    expect(byName.memory.figures.totalBytes).toBeGreaterThan(0);
    expect(h.checkedAt).toBe(clock.toISOString());
  });

  it('lists a job item that gave up and queues it again on retry', async () => {
    const [job] = await t.database.run<{ id: string }>(
      `insert into jobs (id, name, key, payload, status, attempts, max_attempts, last_error, finished_at)
       values (gen_random_uuid(), 'jobs.prune', 'health-test', '{}', 'failed', 5, 5, 'boom', now())
       returning id`,
    );
    const health = (await get('/platform/health')).json();
    expect(health.failedJobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: job!.id, error: 'boom' })]),
    );
    expect(health.checks.find((c: { name: string }) => c.name === 'jobs').state).not.toBe(
      'healthy',
    );
    const retried = await send('POST', `/platform/jobs/${job!.id}/retry`, {});
    expect(retried.statusCode).toBe(204);
    const [row] = await t.database.run<{ status: string; attempts: number }>(
      'select status, attempts from jobs where id = $1',
      [job!.id],
    );
    expect(row).toEqual({ status: 'pending', attempts: 0 });
    const again = await send('POST', `/platform/jobs/${job!.id}/retry`, {});
    expect(again.statusCode).toBe(404);
    const logged = await get(`/platform/activity?search=retry`);
    expect(logged.json().data[0]).toMatchObject({ entityType: 'job', entityId: job!.id });
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, impersonations, platformActivity, signupRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createPlatformAdmin, createTestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';
import { listAuditForEntity } from '../audit/service.ts';

// Deleting companies: the grace, the restore, the bulk answer, the full export and the removal
// job, with the job runner on a clock the test moves.
const day = 86_400_000;
let clock = Date.now();
let t: TestApp;
let platform: { authorization: string };
let acme: string;
let demo: string;

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  lng = 'en',
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, 'accept-language': lng },
    ...(payload ? { payload } : {}),
  });

// Made through the tenant service (the platform's create form has its own tests).
const createCompany = (subdomain: string) =>
  t.services.tenants.createTenant(
    { name: `Company ${subdomain}`, subdomain, adminEmail: `owner@${subdomain}.test` },
    { type: 'system' },
  );

// Two passes: the first writes the hourly occurrence after the clock, the second runs it.
async function runJobsAt(at: number) {
  clock = at;
  await t.app.jobs.runDueJobs();
  clock = at + 61 * 60_000;
  await t.app.jobs.runDueJobs();
  // The clean-up job ended the super administrator's session, now a month old: sign in again.
  platform = await signInPlatform();
}

let admins = 0;
const signInPlatform = async () => ({
  authorization: `Bearer ${await createPlatformAdmin(t.database, `root${(admins += 1)}@p.test`)}`,
});

// Counted as the connecting (owner) role, which row level security does not limit.
async function rowsOfCompany(id: string): Promise<Record<string, number>> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL ROLE NONE`);
    const tables = (await tx.execute(
      sql`SELECT c.table_name FROM information_schema.columns c
            JOIN information_schema.tables t USING (table_schema, table_name)
           WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id'
             AND t.table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows) {
      const found = (await tx.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE tenant_id = ${id}`,
      )) as unknown as { rows: { n: number }[] };
      counts[table] = found.rows[0]!.n;
    }
    return counts;
  });
}

beforeAll(async () => {
  t = await createTestApp({ jobs: { now: () => new Date(clock) } });
  platform = await signInPlatform();
  acme = await tenantId(t.database, 'acme');
  demo = await tenantId(t.database, 'demo');
});
afterAll(async () => t.close());

describe('deleting a company', () => {
  it("refuses a company's own administrator every one of these routes", async () => {
    const admin = bearer(await createTestUser(t.database, acme, { roles: ['admin'] }), acme);
    const attempts = [
      call(admin, 'DELETE', `/platform/tenants/${acme}`),
      call(admin, 'POST', '/platform/tenants/bulk-delete', { ids: [acme] }),
      call(admin, 'GET', `/platform/tenants/${acme}/export`),
      call(admin, 'POST', `/platform/tenants/${acme}/status`, { action: 'scheduleDeletion' }),
    ];
    for (const refused of await Promise.all(attempts)) expect(refused.statusCode).toBe(403);
    const one = await call(platform, 'GET', `/platform/tenants/${acme}`);
    expect(one.json()).toMatchObject({ status: 'active', deletionDueAt: null });
  });

  it('schedules with the grace, keeps the company through it, and restores it', async () => {
    const company = await createCompany('grace-co');
    const before = Date.now();
    const scheduled = await call(platform, 'DELETE', `/platform/tenants/${company.id}`);
    expect(scheduled.statusCode).toBe(200);
    const view = scheduled.json();
    expect(view.status).toBe('deletion_scheduled');
    const due = Date.parse(view.deletionDueAt);
    expect(due).toBeGreaterThanOrEqual(before + 30 * day);
    expect(due).toBeLessThanOrEqual(Date.now() + 30 * day);

    const trail = await t.database.withTenant(company.id, (tx) =>
      listAuditForEntity(tx, 'tenant', company.id),
    );
    expect(trail[0]).toMatchObject({ action: 'scheduleDeletion' });
    const logged = await t.database.db
      .select()
      .from(platformActivity)
      .where(eq(platformActivity.entityId, company.id));
    expect(logged.map((row) => row.action)).toContain('delete');

    // a second deletion is not a move a scheduled company allows, in the caller's language
    const twice = await call(
      platform,
      'DELETE',
      `/platform/tenants/${company.id}`,
      undefined,
      'ar',
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/[\u0600-\u06FF]/);

    await runJobsAt(due - day);
    expect((await call(platform, 'GET', `/platform/tenants/${company.id}`)).statusCode).toBe(200);

    const restored = await call(platform, 'POST', `/platform/tenants/${company.id}/status`, {
      action: 'restore',
    });
    expect(restored.json()).toMatchObject({ status: 'inactive', deletionDueAt: null });
    await runJobsAt(due + day);
    expect((await call(platform, 'GET', `/platform/tenants/${company.id}`)).statusCode).toBe(200);
  });

  it('answers a bulk deletion company by company', async () => {
    const first = await createCompany('bulk-one');
    const second = await createCompany('bulk-two');
    await call(platform, 'DELETE', `/platform/tenants/${second.id}`);
    const missing = '01900000-0000-7000-8000-000000000000';
    const bulk = await call(platform, 'POST', '/platform/tenants/bulk-delete', {
      ids: [first.id, second.id, missing],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({
      scheduled: 1,
      refused: 2,
      results: [
        { id: first.id, outcome: 'scheduled' },
        { id: second.id, outcome: 'illegalTransition', deletionDueAt: null },
        { id: missing, outcome: 'notFound', deletionDueAt: null },
      ],
    });
    const tooMany = Array.from({ length: 101 }, () => first.id);
    const refused = await call(platform, 'POST', '/platform/tenants/bulk-delete', {
      ids: tooMany,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('body.ids');
    const empty = await call(platform, 'POST', '/platform/tenants/bulk-delete', { ids: [] }, 'ar');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it("exports every table of the company's rows as JSON and CSV, its files and a manifest", async () => {
    const bytes = Buffer.from('%PDF-1.4 acme contract');
    const fileId = await t.database.withTenant(acme, async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          tenantId: acme,
          fileName: 'contract.pdf',
          contentType: 'application/pdf',
          sizeBytes: bytes.length,
          sha256: 'x'.repeat(64),
          content: bytes,
        })
        .returning({ id: files.id });
      return row!.id;
    });
    const res = await call(platform, 'GET', `/platform/tenants/${acme}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="acme-.*\.zip"/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => new TextDecoder().decode(zip[name]);

    const manifest = JSON.parse(text('manifest.json'));
    expect(manifest.company).toMatchObject({ id: acme, subdomain: 'acme' });
    const counts = await rowsOfCompany(acme);
    expect(manifest.tables).toEqual(counts);
    for (const table of Object.keys(counts)) {
      expect(zip[`${table}.json`], table).toBeDefined();
      expect(zip[`${table}.csv`], table).toBeDefined();
    }

    const branches = JSON.parse(text('branches.json')) as { tenant_id: string; name: string }[];
    expect(branches.length).toBe(counts.branches);
    expect(branches.every((b) => b.tenant_id === acme)).toBe(true);
    const csv = text('branches.csv').trim().split('\n');
    expect(csv[0]).toMatch(/^tenant_id,id,/);
    expect(csv).toHaveLength(branches.length + 1);
    expect(csv[1]).toContain(acme);

    const stored = JSON.parse(text('files.json')) as Record<string, unknown>[];
    expect(stored.find((f) => f.id === fileId)).not.toHaveProperty('content');
    expect(Buffer.from(zip[`files/${fileId}-contract.pdf`]!)).toEqual(bytes);

    const missing = await call(platform, 'GET', `/platform/tenants/${crypto.randomUUID()}/export`);
    expect(missing.statusCode).toBe(404);
  });

  it('removes every row and file of a company once its grace has passed, and only its', async () => {
    const before = await rowsOfCompany(demo);
    const filled = Object.entries(before).filter(([, n]) => n > 0);
    expect(filled.length).toBeGreaterThan(15);
    const acmeBefore = await rowsOfCompany(acme);
    const [visit] = await t.database.db
      .insert(impersonations)
      .values({
        companyId: demo,
        platformUserId: crypto.randomUUID(),
        reason: 'Support',
        expiresAt: new Date(),
      })
      .returning();
    const [signup] = await t.database.db
      .insert(signupRequests)
      .values({
        email: 'owner@demo.test',
        tokenHash: 'demo-signup',
        payload: {} as never,
        expiresAt: new Date(),
        companyId: demo,
      })
      .returning();

    const scheduled = await call(platform, 'DELETE', `/platform/tenants/${demo}`);
    const due = Date.parse(scheduled.json().deletionDueAt);
    await runJobsAt(due + 1000);

    expect((await call(platform, 'GET', `/platform/tenants/${demo}`)).statusCode).toBe(404);
    const after = await rowsOfCompany(demo);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(after.files).toBe(0);
    // Acme keeps its records (the month's other jobs may move its bookings and notify it).
    const acmeAfter = await rowsOfCompany(acme);
    for (const table of ['branches', 'vehicles', 'users', 'customers', 'roles', 'files']) {
      expect(acmeAfter[table], table).toBe(acmeBefore[table]);
    }
    expect(acmeAfter.audit_logs).toBeGreaterThanOrEqual(acmeBefore.audit_logs!);

    const visits = await t.database.db
      .select()
      .from(impersonations)
      .where(eq(impersonations.id, visit!.id));
    expect(visits).toEqual([]);
    const [kept] = await t.database.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.id, signup!.id));
    expect(kept?.companyId).toBeNull();
    const [removal] = await t.database.db
      .select()
      .from(platformActivity)
      .where(and(eq(platformActivity.entityId, demo), eq(platformActivity.action, 'delete')))
      .orderBy(sql`${platformActivity.createdAt} desc`)
      .limit(1);
    expect(removal).toMatchObject({ actorId: null, detail: { removed: true, subdomain: 'demo' } });
  });
});

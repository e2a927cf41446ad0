import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { claimDue, findJobs } from '../../lib/jobs/repository.ts';
import { createJobRunner } from '../../lib/jobs/runner.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createPlatformAdmin, createTestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'test.once': { n: number };
    'test.flaky': Record<string, never>;
    'test.every': Record<string, never>;
    'test.rollback': Record<string, never>;
    'test.lease': Record<string, never>;
  }
}

const minute = 60_000;
// The runner's clock: tests move it instead of waiting. Midnight UTC, well before the
// declared daily jobs (03:00, 03:30), which the tests below never reach.
const start = Date.parse('2031-01-01T00:00:00.000Z');
let clock = start;
const now = () => new Date(clock);

const calls: Record<string, number> = {};
const called = (name: string) => {
  calls[name] = (calls[name] ?? 0) + 1;
  return calls[name];
};

let t: TestApp;
let platformToken: string;

const overview = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/platform/jobs',
    headers: { authorization: `Bearer ${platformToken}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    name: string;
    schedule: unknown;
    lastRun: { status: string; error: string | null; attempts: number; finishedAt: string } | null;
    nextRunAt: string | null;
    pending: number;
    running: number;
    failed: number;
  }[];
};
const jobView = async (name: string) => (await overview()).find((job) => job.name === name)!;

beforeAll(async () => {
  t = await createTestApp({ jobs: { now, instanceId: 'instance-a', leaseMs: 5 * minute } });
  platformToken = await createPlatformAdmin(t.database, 'jobs@platform.test');
  t.services.jobs.add(
    defineJob({
      name: 'test.once',
      description: 'counts its runs',
      async handler(_context, payload) {
        called(`once-${payload.n}`);
        return { n: payload.n };
      },
    }),
    defineJob({
      name: 'test.flaky',
      description: 'always fails',
      maxAttempts: 3,
      backoffMs: minute,
      async handler() {
        throw new Error(`boom ${called('flaky')}`);
      },
    }),
    defineJob({
      name: 'test.rollback',
      description: 'never committed',
      async handler() {
        called('rollback');
      },
    }),
    defineJob({
      name: 'test.lease',
      description: 'claimed by an instance that stops',
      async handler() {
        called('lease');
      },
    }),
  );
});
afterAll(async () => t.close());

describe('GET /platform/jobs', () => {
  it('answers 401 without a token and 403 to a company administrator', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/platform/jobs' });
    expect(anonymous.statusCode).toBe(401);
    const demo = await tenantId(t.database, 'demo');
    const admin = await createTestUser(t.database, demo, { roles: ['admin'] });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platform/jobs',
      headers: bearer(admin, 'demo'),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('lists every declared job with its schedule to a platform super administrator', async () => {
    const listed = await overview();
    expect(listed.find((job) => job.name === 'sessions.cleanup')).toMatchObject({
      schedule: { dailyAt: '03:00' },
      lastRun: null,
      failed: 0,
    });
    expect(listed.find((job) => job.name === 'jobs.prune')?.schedule).toEqual({
      dailyAt: '03:30',
    });
    expect(listed.map((job) => job.name)).toEqual(
      expect.arrayContaining(['test.once', 'test.flaky']),
    );
  });

  it('is documented in the OpenAPI document with its response schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/platform/jobs'].get;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(JSON.stringify(operation.responses['200'])).toContain('PlatformJob');
  });
});

describe('the job runner', () => {
  it('runs a due item once and records the run', async () => {
    const runAt = new Date(clock - minute);
    const first = await t.database.db.transaction((tx) =>
      t.services.jobs.enqueue(tx, 'test.once', { n: 1 }, { runAt, key: 'one' }),
    );
    const again = await t.services.jobs.enqueue(
      t.database.db,
      'test.once',
      { n: 1 },
      { key: 'one' },
    );
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    // not yet due: runs later
    await t.services.jobs.enqueue(
      t.database.db,
      'test.once',
      { n: 2 },
      {
        runAt: new Date(clock + minute),
      },
    );

    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(calls['once-1']).toBe(1);
    expect(calls['once-2']).toBeUndefined();

    const [row] = (await findJobs(t.database.db, 'test.once')).filter((r) => r.key === 'one');
    expect(row).toMatchObject({ status: 'done', attempts: 1, result: { n: 1 }, lastError: null });
    expect(row?.finishedAt?.getTime()).toBe(clock);
    const view = await jobView('test.once');
    expect(view).toMatchObject({
      lastRun: {
        status: 'done',
        error: null,
        attempts: 1,
        finishedAt: new Date(clock).toISOString(),
      },
      nextRunAt: new Date(clock + minute).toISOString(),
      pending: 1,
      failed: 0,
    });

    clock += minute;
    await t.app.jobs.runDueJobs();
    expect(calls['once-2']).toBe(1);
    expect(calls['once-1']).toBe(1);
  });

  it('retries a failing item with growing waits, then marks it failed, visible to the platform', async () => {
    const id = await t.services.jobs.enqueue(t.database.db, 'test.flaky', {}, { runAt: now() });
    const begun = clock;

    await t.app.jobs.runDueJobs();
    expect(calls.flaky).toBe(1);
    expect(await jobView('test.flaky')).toMatchObject({
      lastRun: { status: 'pending', error: 'boom 1', attempts: 1 },
      nextRunAt: new Date(begun + minute).toISOString(),
      pending: 1,
      failed: 0,
    });

    // the first wait is backoffMs, the second twice that
    clock = begun + minute - 1;
    await t.app.jobs.runDueJobs();
    expect(calls.flaky).toBe(1);
    clock = begun + minute;
    await t.app.jobs.runDueJobs();
    expect(calls.flaky).toBe(2);
    expect((await jobView('test.flaky')).nextRunAt).toBe(
      new Date(clock + 2 * minute).toISOString(),
    );
    clock += 2 * minute - 1;
    await t.app.jobs.runDueJobs();
    expect(calls.flaky).toBe(2);
    clock += 1;
    await t.app.jobs.runDueJobs();
    expect(calls.flaky).toBe(3);

    // maxAttempts 3: no fourth attempt, however late
    clock += 60 * minute;
    await t.app.jobs.runDueJobs();
    expect(calls.flaky).toBe(3);
    const [row] = (await findJobs(t.database.db, 'test.flaky')).filter((r) => r.id === id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(await jobView('test.flaky')).toMatchObject({
      lastRun: { status: 'failed', error: 'boom 3', attempts: 3 },
      nextRunAt: null,
      pending: 0,
      failed: 1,
    });
  });

  it('enqueues nothing when the business transaction rolls back', async () => {
    const demo = await tenantId(t.database, 'demo');
    await expect(
      t.database.withTenant(demo, async (tx) => {
        await t.services.jobs.enqueue(tx, 'test.rollback', {}, { tenantId: demo });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.name, 'test.rollback'));
    expect(stored?.n).toBe(0);
    await t.app.jobs.runDueJobs();
    expect(calls.rollback).toBeUndefined();
    expect(await jobView('test.rollback')).toMatchObject({ lastRun: null, pending: 0 });
  });

  it('writes a schedule occurrence once however many passes and instances tick', async () => {
    clock = Date.parse('2031-01-01T01:30:00.000Z');
    // Declared only now, so that no earlier pass wrote an occurrence of it.
    t.services.jobs.add(
      defineJob({
        name: 'test.every',
        description: 'hourly',
        schedule: { everyMs: 60 * minute },
        async handler() {
          called('every');
        },
      }),
    );
    const other = createJobRunner({
      database: t.database,
      registry: t.services.jobs,
      instanceId: 'instance-b',
      now,
    });
    for (let i = 0; i < 3; i += 1) {
      await t.app.jobs.schedule();
      await other.schedule();
      await t.app.jobs.runDueJobs();
      await other.runDueJobs();
    }
    let rows = await findJobs(t.database.db, 'test.every');
    expect(rows.map((r) => [r.key, r.status])).toEqual([['2031-01-01T02:00:00.000Z', 'pending']]);
    expect(calls.every).toBeUndefined();

    clock = Date.parse('2031-01-01T02:00:00.000Z');
    for (let i = 0; i < 3; i += 1) {
      await t.app.jobs.runDueJobs();
      await other.runDueJobs();
    }
    expect(calls.every).toBe(1);
    rows = await findJobs(t.database.db, 'test.every');
    expect(rows.map((r) => [r.key, r.status])).toEqual([
      ['2031-01-01T02:00:00.000Z', 'done'],
      ['2031-01-01T03:00:00.000Z', 'pending'],
    ]);
    expect((await jobView('test.every')).nextRunAt).toBe('2031-01-01T03:00:00.000Z');
  });

  it('runs an item again once the lease of the instance that claimed it and stopped runs out', async () => {
    clock = Date.parse('2031-01-01T02:10:00.000Z');
    await t.services.jobs.enqueue(t.database.db, 'test.lease', {}, { runAt: now() });
    // An instance claims it and stops before running it.
    const claimed = await claimDue(t.database.db, {
      names: ['test.lease'],
      now: now(),
      lockedBy: 'stopped-instance',
      lockedUntil: new Date(clock + 5 * minute),
      limit: 10,
    });
    expect(claimed).toHaveLength(1);
    expect((await jobView('test.lease')).running).toBe(1);

    clock += 5 * minute;
    await t.app.jobs.runDueJobs();
    expect(calls.lease).toBeUndefined();
    clock += 1;
    await t.app.jobs.runDueJobs();
    expect(calls.lease).toBe(1);
    const [row] = await findJobs(t.database.db, 'test.lease');
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import { createJobRegistry, defineJob } from '../lib/jobs/registry.ts';
import { findJobs } from '../lib/jobs/repository.ts';
import { createJobRunner } from '../lib/jobs/runner.ts';
import { createTestDatabase } from '../test/databases.ts';
import { jobsPlugin } from './jobs.ts';

declare module '../lib/jobs/registry.ts' {
  interface JobPayloads {
    'plugin.count': Record<string, never>;
    'plugin.long': Record<string, never>;
  }
}

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => dispose());

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 10));
};

describe('the jobs plugin', () => {
  it('runs passes on a timer from ready until close, and none after', async () => {
    let runs = 0;
    const registry = createJobRegistry([
      defineJob({
        name: 'plugin.count',
        description: 'counts',
        async handler() {
          runs += 1;
        },
      }),
    ]);
    const app = Fastify({ logger: false });
    await app.register(jobsPlugin, {
      runner: createJobRunner({ database, registry }),
      intervalMs: 10,
    });
    await registry.enqueue(database.db, 'plugin.count', {});
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(0);

    await app.ready();
    await until(() => runs === 1);
    expect(runs).toBe(1);
    await app.close();

    await registry.enqueue(database.db, 'plugin.count', {});
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(1);
  });

  it('tells a running handler to stop on close, waits for it, and leaves its item to retry', async () => {
    let started = false;
    const registry = createJobRegistry([
      defineJob({
        name: 'plugin.long',
        description: 'runs until told to stop',
        async handler({ signal }) {
          started = true;
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          signal.throwIfAborted();
        },
      }),
    ]);
    const app = Fastify({ logger: false });
    await app.register(jobsPlugin, {
      runner: createJobRunner({ database, registry }),
      intervalMs: 10,
    });
    await registry.enqueue(database.db, 'plugin.long', {});
    await app.ready();
    await until(() => started);
    expect(started).toBe(true);
    await app.close();
    const [row] = await findJobs(database.db, 'plugin.long');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });
    expect(row?.lastError).toBeTruthy();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/engine.ts';
import { jobs } from '../../db/schema/index.ts';
import { createPostgresDatabase, testEngine } from '../../test/databases.ts';
import { createJobRegistry, defineJob, type JobRegistry } from './registry.ts';
import { createJobRunner, type JobRunner } from './runner.ts';

declare module './registry.ts' {
  interface JobPayloads {
    'race.item': { n: number };
    'race.tick': Record<string, never>;
  }
}

// Two instances are two connection pools to one database; PGlite serialises every statement
// in one process, so only PostgreSQL can show a race.
describe.runIf(testEngine() === 'postgres')('two instances on one PostgreSQL database', () => {
  let clock = Date.parse('2031-06-01T12:00:00.000Z');
  const now = () => new Date(clock);
  const runs = new Map<string, string[]>();
  let drop: () => Promise<void>;
  const databases: Database[] = [];
  const instances: { registry: JobRegistry; runner: JobRunner }[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    for (const name of ['instance-a', 'instance-b']) {
      const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
      databases.push(database);
      // Each instance declares the same jobs, as every process of one release does.
      const registry = createJobRegistry([
        defineJob({
          name: 'race.item',
          description: 'records which instance ran it',
          async handler({ id }) {
            runs.set(id, [...(runs.get(id) ?? []), name]);
            // a little work, so that the two instances' passes overlap
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        }),
        defineJob({
          name: 'race.tick',
          description: 'every minute',
          schedule: { everyMs: 60_000 },
          async handler() {},
        }),
      ]);
      instances.push({
        registry,
        runner: createJobRunner({ database, registry, instanceId: name, now, batchSize: 2 }),
      });
    }
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await drop?.();
  });

  it('runs each of 50 due items exactly once between them', async () => {
    const [a, b] = instances;
    const ids = await databases[0]!.db.transaction(async (tx) => {
      const written: string[] = [];
      for (let n = 0; n < 50; n += 1) {
        const id = await a!.registry.enqueue(
          tx,
          'race.item',
          { n },
          { runAt: new Date(clock - 1) },
        );
        written.push(id!);
      }
      return written;
    });

    const [reportA, reportB] = await Promise.all([a!.runner.runDueJobs(), b!.runner.runDueJobs()]);

    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    const twice = [...runs.entries()].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    expect(reportA.ran + reportB.ran).toBe(50);
    // both took part: the race was real
    expect(reportA.ran).toBeGreaterThan(0);
    expect(reportB.ran).toBeGreaterThan(0);
    const rows = await databases[1]!.db.select().from(jobs).where(eq(jobs.name, 'race.item'));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it("writes a schedule's occurrence once when both instances tick at the same moment", async () => {
    const [a, b] = instances;
    // past the occurrence the first test's passes wrote
    clock = Date.parse('2031-06-01T12:05:30.000Z');
    const written = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a! : b!).runner.schedule()),
    );
    expect(written.reduce((sum, n) => sum + n, 0)).toBe(1);
    const rows = await databases[0]!.db.select().from(jobs).where(eq(jobs.name, 'race.tick'));
    expect(rows.map((row) => row.key).sort()).toEqual([
      '2031-06-01T12:01:00.000Z',
      '2031-06-01T12:06:00.000Z',
    ]);
  });
});

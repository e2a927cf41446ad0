import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite } from '../db/engine.ts';

// PGlite spends most of its start-up in initdb and the migrations: done once per run here,
// every test file then opens a copy of the result (see createTestDatabase).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'motorpool-test-pglite-'));
  const file = path.join(dir, 'pgdata.tar');
  const write = async () => {
    const dump = new Uint8Array(await (await dumpPglite()).arrayBuffer());
    // Renamed into place, so no test file can ever read half a dump.
    await writeFile(`${file}.new`, dump);
    await rename(`${file}.new`, file);
  };
  await write();
  project.provide('pgliteDump', file);
  // In watch mode a rerun may follow a change to the migrations.
  project.onTestsRerun(async (specifications) => {
    if (specifications.some((specification) => specification.project === project)) await write();
  });
  return () => rm(dir, { recursive: true, force: true });
}

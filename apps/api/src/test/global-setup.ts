import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/engine.ts';
import { seedTestCompanies } from './seed-companies.ts';
import { createPostgresDatabase } from './databases.ts';

// A new database costs initdb and the migrations, and most API tests want the demo tenants on
// top, which take seconds to seed: done once per run here, every test file then starts from a
// copy (see createTestDatabase). PGlite copies a dump of its data directory, PostgreSQL clones
// a template database.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return project.config.env?.TEST_DB === 'postgres'
    ? preparePostgres(project)
    : preparePglite(project);
}

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'motorpool-test-pglite-'));
  const write = async (name: string, dump: Blob) => {
    const file = path.join(dir, name);
    // Renamed into place, so no test file can ever read half a dump.
    await writeFile(`${file}.new`, new Uint8Array(await dump.arrayBuffer()));
    await rename(`${file}.new`, file);
    return file;
  };
  const writeBoth = async () => {
    project.provide('pgliteDump', await write('empty.tar', await dumpPglite()));
    const seeded = await dumpPglite(async (database) => {
      await seedTestCompanies(database);
    });
    project.provide('pgliteSeededDump', await write('seeded.tar', seeded));
  };
  await writeBoth();
  // In watch mode a rerun may follow a change to the migrations or the seed.
  project.onTestsRerun(async (specifications) => {
    if (specifications.some((specification) => specification.project === project)) {
      await writeBoth();
    }
  });
  return () => rm(dir, { recursive: true, force: true });
}

async function preparePostgres(project: TestProject): Promise<() => Promise<void>> {
  let templates: Array<Awaited<ReturnType<typeof createPostgresDatabase>>> = [];
  const dropAll = async () => {
    await Promise.all(templates.map((template) => template.drop()));
    templates = [];
  };
  const build = async () => {
    await dropAll();
    const empty = await createPostgresDatabase();
    const seeded = await createPostgresDatabase();
    templates = [empty, seeded];
    for (const database of [empty, seeded]) {
      // Opening migrates and secures it; the second is seeded on top.
      const opened = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
      try {
        if (database === seeded) await seedTestCompanies(opened);
      } finally {
        await opened.close();
      }
    }
    project.provide('postgresTemplate', empty.name);
    project.provide('postgresSeededTemplate', seeded.name);
  };
  try {
    await build();
  } catch (error) {
    await dropAll();
    throw error;
  }
  project.onTestsRerun(async (specifications) => {
    if (specifications.some((specification) => specification.project === project)) await build();
  });
  return dropAll;
}

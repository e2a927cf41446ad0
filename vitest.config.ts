import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One suite, several projects: the API integration tests run twice, once per database engine.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine runs the files one at a
    // time; a second worker keeps both cores busy while a file waits on PostgreSQL.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

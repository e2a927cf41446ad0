import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/engine.ts';
import { seedDemo } from '../seed/demo.ts';
import { createTestDatabase } from './databases.ts';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Links in e-mails sent by test apps start here (a company's add its subdomain). */
export const testPublicUrl = 'http://motorpool.test:3000';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

// The real app on a real, empty database (PGlite or PostgreSQL, per the vitest project),
// with the demo tenants seeded.
export async function createTestApp(): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase();
  await seedDemo(database);
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      bodyLimitBytes: 1_048_576,
      webDistDir: undefined,
      env: 'test',
      jwtSecret: testJwtSecret,
      publicUrl: testPublicUrl,
    },
    database,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export { createTenantService as tenantServiceFor } from '../modules/tenants/service.ts';

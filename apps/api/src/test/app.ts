import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { composeModules, type Composition } from '../composition.ts';
import type { Database } from '../db/engine.ts';
import type { LoginThrottle } from '../lib/login-throttle.ts';
import type { RequestLimitSettings } from '../lib/request-limits.ts';
import { createSharedCounters } from '../lib/shared-counters.ts';
import { createTestDatabase } from './databases.ts';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Links in e-mails sent by test apps start here (a company's add its subdomain). */
export const testPublicUrl = 'http://motorpool.test:3000';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** the services the app was built with (its tenant cache, for one) */
  services: Composition;
  close: () => Promise<void>;
};

// The real app on a real, empty database (PGlite or PostgreSQL, per the vitest project),
// with the demo tenants seeded.
export async function createTestApp(
  options: {
    trustProxy?: string[];
    loginThrottle?: LoginThrottle;
    /** Lets the local OpenID Connect provider on 127.0.0.1 act as an issuer. */
    oidcAllowPrivateIssuers?: boolean;
    /** The job runner's clock and lease; its timer stays off: tests run passes themselves. */
    jobs?: AppOptions['jobs'];
    /** Counts limits and throttling in this Redis under this prefix (see test/redis.ts). */
    redis?: { url: string; keyPrefix: string };
    /** the limits' and the sign-in throttle's clock */
    clock?: () => number;
    /** changes to the limits' defaults */
    limits?: RequestLimitSettings;
    /** Another instance on this database (already seeded, left open on close). */
    database?: Database;
    /** Delivers mail through this SMTP server instead of the log. */
    smtpUrl?: string;
    /** the outbox worker's clock, retry waits and timer */
    outbox?: AppOptions['outbox'];
    /** Serves this web build, as the server does in production. */
    webDistDir?: string;
    /** Verifies custom domains against these DNS servers (a test's own). */
    dnsServers?: string[];
  } = {},
): Promise<TestApp> {
  const { database, dispose } = options.database
    ? { database: options.database, dispose: async () => undefined }
    : await createTestDatabase({ seeded: true });
  const config = {
    logLevel: 'silent',
    bodyLimitBytes: 1_048_576,
    webDistDir: options.webDistDir,
    env: 'test',
    jwtSecret: testJwtSecret,
    publicUrl: testPublicUrl,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.dnsServers ? { dnsServers: options.dnsServers } : {}),
  } as const;
  const services = composeModules({
    database,
    config,
    ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.redis
      ? {
          counters: createSharedCounters({
            redisUrl: options.redis.url,
            keyPrefix: options.redis.keyPrefix,
            ...(options.clock ? { clock: options.clock } : {}),
          }),
        }
      : {}),
    oidcAllowPrivateIssuers: options.oidcAllowPrivateIssuers ?? false,
  });
  const app = await buildApp({
    config,
    database,
    services,
    jobs: { ...options.jobs, autoStart: false },
    ...(options.outbox ? { outbox: options.outbox } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    services,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

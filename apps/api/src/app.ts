import { readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { Config } from './config.ts';
import type { Database } from './db/engine.ts';
import type { LoginThrottle } from './lib/login-throttle.ts';
import { authPlugin } from './plugins/auth.ts';
import { controlCharactersPlugin } from './plugins/control-characters.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { requestIdOf } from './lib/request-id.ts';
import { requestLanguage } from './lib/language.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { outboxPlugin, type OutboxOptions } from './plugins/outbox.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { sharedCountersPlugin } from './plugins/shared-counters.ts';
import { createJobRunner, type JobRunnerOptions } from './lib/jobs/runner.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { webAppPlugin } from './plugins/web-app.ts';

import { realtimePlugin, type RealtimeOptions } from './modules/notifications/module.ts';
import { sandboxSignatureHeader } from './modules/payments/module.ts';
import { healthModule } from './modules/health/module.ts';
import { platformModule } from './modules/platform/module.ts';
import { composeModules, type Composition } from './composition.ts';

export const version: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export type AppOptions = {
  config: Pick<
    Config,
    'logLevel' | 'bodyLimitBytes' | 'webDistDir' | 'env' | 'jwtSecret' | 'publicUrl'
  > &
    Partial<Pick<Config, 'smtpUrl' | 'trustProxy' | 'redisUrl' | 'dnsServers' | 'dataDir'>>;
  database: Database;
  loginThrottle?: LoginThrottle;
  /** Admits loopback and private OpenID Connect issuers; only tests with a local provider. */
  oidcAllowPrivateIssuers?: boolean;
  /** The outbox worker's clock and retry waits (tests move the clock instead of waiting). */
  outbox?: Pick<OutboxOptions, 'now' | 'retryDelaysMs' | 'intervalMs'>;
  /** Built from the options above unless given (tests that also call services directly). */
  services?: Composition;
  /** The job runner: tests turn its timer off and run passes themselves with their own clock. */
  jobs?: Pick<JobRunnerOptions, 'now' | 'instanceId' | 'leaseMs'> & {
    autoStart?: boolean;
    intervalMs?: number;
  };
  /** The notifications socket: its Redis channel prefix and session check (tests). */
  realtime?: Pick<RealtimeOptions, 'redisKey' | 'checkEveryMs'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

// Builds the whole server without listening: server.ts listens, tests use app.inject.
export async function buildApp({
  config,
  database,
  loginThrottle,
  oidcAllowPrivateIssuers = false,
  services = composeModules({ database, config, loginThrottle, oidcAllowPrivateIssuers }),
  jobs: { autoStart, intervalMs, ...runnerOptions } = {},
  outbox: outboxOptions = {},
  realtime = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimitBytes,
    // Only listed proxies may name the client's address; otherwise anyone could pick their own.
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? config.trustProxy : false,
    // genReqId reads x-request-id itself, keeping the caller's only when it looks like an id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors,
    clientErrorHandler,
    ajv: { customOptions: { removeAdditional: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Registering every module's routes builds their schemas; on a loaded machine that takes
    // longer than Fastify's default 10 s for one plugin.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON, and multipart/form-data for uploads: anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  // Side effects written to the outbox are performed after commit: mail and domain events.
  await app.register(outboxPlugin, {
    ...outboxOptions,
    database,
    smtpUrl: config.smtpUrl,
    publicUrl: config.publicUrl,
    handlers: services.events.outboxHandlers,
  });
  // Scheduled and queued work (lib/jobs): passes run on a timer from ready to close.
  const jobRunner = createJobRunner({
    ...runnerOptions,
    database,
    registry: services.jobs,
    log: app.log,
  });
  await app.register(jobsPlugin, { runner: jobRunner, autoStart, intervalMs });
  // Rate limits and sign-in throttling: in Redis when REDIS_URL is set, else in this process.
  await app.register(sharedCountersPlugin, { counters: services.counters });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // tile.openstreetmap.org: the map on a branch's page
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same origin's ws: and wss: (CSP Level 3): the socket goes nowhere else.
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(errorsPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(multipartPlugin);
  await app.register(openapiPlugin, { version });

  const s = services;
  await app.register(tenancyPlugin, {
    findTenant: (by) => s.tenants.findTenant(by),
    platformHost: new URL(config.publicUrl).hostname,
  });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    loadPrincipal: s.principals,
    markImpersonationWrote: s.markImpersonationWrote,
  });
  // Socket.IO /notifications on the same server; shared across instances through Redis.
  await app.register(realtimePlugin, {
    ...realtime,
    secret: config.jwtSecret,
    redisUrl: config.redisUrl,
    findTenant: (by) => s.tenants.findTenant(by),
    onTenantStatusChange: (listener) => s.tenants.onStatusChange(listener),
    loadPrincipal: s.principals,
    liveness: s.sessionLiveness,
    hub: s.notificationHub,
    notifications: s.notifications,
  });

  // Every module's routes under /api/v1, with the server's own: health and the job runner.
  const platform = platformModule(jobRunner, {
    database,
    redisUrl: config.redisUrl,
    dataDir: config.dataDir ?? process.cwd(),
    ...(runnerOptions.now ? { now: runnerOptions.now } : {}),
  });
  const modules = [healthModule(s, version), platform, ...s.modules];
  await app.register(
    async (api) => {
      for (const module of modules) for (const mount of module.routes ?? []) await mount(api);
    },
    { prefix: '/api/v1' },
  );

  // The sandbox card processor's confirmations arrive like a real provider's: a signed POST
  // to the webhook route, a moment after the charge.
  s.paymentSandbox.deliverTo(async (body, signature) => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/public/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
      payload: body,
    });
  });
  app.addHook('onClose', async () => s.paymentSandbox.stop());

  if (config.webDistDir) {
    await app.register(webAppPlugin, {
      distDir: config.webDistDir,
      platformHost: new URL(config.publicUrl).hostname,
      publicUrl: config.publicUrl,
      companyOfDomain: async (domain) =>
        (await s.tenants.findTenant({ domain }))?.subdomain ?? null,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (isPage && app.sendWebPage) return app.sendWebPage(request, reply);
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: formatMessage('http.notFound', requestLanguage(request.headers['accept-language'])),
    });
  });

  return app;
}

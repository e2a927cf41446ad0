import { readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from './config.ts';
import type { Database } from './db/engine.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { outboxPlugin } from './plugins/outbox.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { webAppPlugin } from './plugins/web-app.ts';

import { contactRoutes } from './modules/contact/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createContactService } from './modules/contact/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { permissionRoutes } from './modules/permissions/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { createFileService } from './modules/files/service.ts';
import { vehicleRoutes } from './modules/vehicles/routes.ts';
import { vehicleTransferRoutes } from './modules/vehicles/transfer-routes.ts';
import { userTransferRoutes } from './modules/users/transfer-routes.ts';
import { createPrincipalLoader } from './modules/identity/principal.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { createTenantService } from './modules/tenants/service.ts';
import { tenantSettingsRoutes } from './modules/tenants/settings-routes.ts';

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
    Partial<Pick<Config, 'smtpUrl' | 'trustProxy'>>;
  database: Database;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

// Builds the whole server without listening: server.ts listens, tests use app.inject.
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimitBytes,
    // Only listed proxies may name the client's address; otherwise anyone could pick their own.
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? config.trustProxy : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => uuidv7(),
    ajv: { customOptions: { removeAdditional: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON, and multipart/form-data for uploads: anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  // Side effects written to the outbox are performed after commit (e-mail for now).
  await app.register(outboxPlugin, { database, smtpUrl: config.smtpUrl });
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
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(errorsPlugin);
  await app.register(multipartPlugin);
  await app.register(openapiPlugin, { version });

  const tenants = createTenantService(database);
  const contact = createContactService(database);
  const newsletter = createNewsletterService(database);

  await app.register(tenancyPlugin, { findTenant: (by) => tenants.findTenant(by) });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    loadPrincipal: createPrincipalLoader(database),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version });
      await api.register(tenantRoutes, { tenants });
      await api.register(contactRoutes, { contact });
      await api.register(newsletterRoutes, { newsletter });
      const identity = { database, config };
      await api.register(authRoutes, identity);
      await api.register(sessionRoutes, identity);
      await api.register(permissionRoutes, identity);
      await api.register(userRoutes, identity);
      await api.register(tenantSettingsRoutes, { database });
      await api.register(userTransferRoutes, identity);
      await api.register(searchRoutes, { database });
      await api.register(lookupRoutes, { database });
      await api.register(branchRoutes, { database });
      const files = createFileService(database, config.jwtSecret);
      await api.register(fileRoutes, { files });
      await api.register(vehicleTransferRoutes, { database, files });
      await api.register(vehicleRoutes, { database, files });
    },
    { prefix: '/api/v1' },
  );

  if (config.webDistDir) await app.register(webAppPlugin, { distDir: config.webDistDir });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (isPage && app.webPage) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(app.webPage(request.headers.host, request.url));
    }
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${pathname} not found`,
    });
  });

  return app;
}

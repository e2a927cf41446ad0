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
import { platformJobRoutes } from './modules/platform/jobs-routes.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { webAppPlugin } from './plugins/web-app.ts';

import { contactRoutes } from './modules/contact/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { requestContext } from './modules/auth/service.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { permissionRoutes } from './modules/permissions/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { customerDocumentRoutes } from './modules/customers/document-routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { customerTransferRoutes } from './modules/customers/transfer-routes.ts';
import { reservationDocumentRoutes } from './modules/reservations/document-routes.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { maintenanceRoutes } from './modules/maintenance/routes.ts';
import { maintenanceScheduleRoutes } from './modules/maintenance/schedule-routes.ts';
import { rentalDocumentRoutes } from './modules/rentals/document-routes.ts';
import { rentalPdfRoutes } from './modules/rentals/pdf-routes.ts';
import { rentalShareRoutes } from './modules/rentals/share-routes.ts';
import { rentalRoutes } from './modules/rentals/routes.ts';
import { rentalChangeRoutes } from './modules/rentals/change-routes.ts';
import { rentalReturnRoutes } from './modules/rentals/return-routes.ts';
import { rentalCalendarRoutes } from './modules/rentals/calendar-routes.ts';
import { rentalIcalRoutes } from './modules/rentals/ical-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { realtimePlugin, type RealtimeOptions } from './modules/notifications/realtime.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxSignatureHeader } from './modules/payments/sandbox-gateway.ts';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { vehicleAvailabilityRoutes } from './modules/vehicles/availability-routes.ts';
import { publicCatalogueRoutes } from './modules/vehicles/public-routes.ts';
import { publicBranchRoutes } from './modules/branches/public-routes.ts';
import { offerRoutes, publicOfferRoutes } from './modules/offers/routes.ts';
import { publicReviewRoutes, reviewRoutes } from './modules/reviews/routes.ts';
import { vehicleRoutes } from './modules/vehicles/routes.ts';
import { vehicleTransferRoutes } from './modules/vehicles/transfer-routes.ts';
import { userTransferRoutes } from './modules/users/transfer-routes.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { tenantSettingsRoutes } from './modules/tenants/settings-routes.ts';
import { companySettingsRoutes } from './modules/tenants/company-settings-routes.ts';
import { buildServices, type Services } from './services.ts';

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
    Partial<Pick<Config, 'smtpUrl' | 'trustProxy' | 'redisUrl'>>;
  database: Database;
  loginThrottle?: LoginThrottle;
  /** Admits loopback and private OpenID Connect issuers; only tests with a local provider. */
  oidcAllowPrivateIssuers?: boolean;
  /** The outbox worker's clock and retry waits (tests move the clock instead of waiting). */
  outbox?: Pick<OutboxOptions, 'now' | 'retryDelaysMs' | 'intervalMs'>;
  /** Built from the options above unless given (tests that also call services directly). */
  services?: Services;
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
  services = buildServices({ database, config, loginThrottle, oidcAllowPrivateIssuers }),
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
  await app.register(tenancyPlugin, { findTenant: (by) => s.tenants.findTenant(by) });
  await app.register(authPlugin, { secret: config.jwtSecret, loadPrincipal: s.principals });
  // Socket.IO /notifications on the same server; shared across instances through Redis.
  await app.register(realtimePlugin, {
    ...realtime,
    secret: config.jwtSecret,
    redisUrl: config.redisUrl,
    findTenant: (by) => s.tenants.findTenant(by),
    loadPrincipal: s.principals,
    liveness: s.sessionLiveness,
    hub: s.notificationHub,
    notifications: s.notifications,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version });
      await api.register(tenantRoutes, { tenants: s.tenants });
      await api.register(platformJobRoutes, { jobs: jobRunner });
      await api.register(contactRoutes, { contact: s.contact, limits: s.limits });
      await api.register(newsletterRoutes, { newsletter: s.newsletter, limits: s.limits });
      await api.register(oidcRoutes, {
        oidc: s.oidc,
        tenants: s.tenants,
        publicUrl: config.publicUrl,
        beginExternal: (tenantId, profile, request) =>
          s.externalSignIn.begin(tenantId, profile, requestContext(request)),
        completeExternal: (tenantId, code, request) =>
          s.externalSignIn.complete(tenantId, code, requestContext(request)),
      });
      await api.register(authRoutes, {
        auth: s.auth,
        accounts: s.accounts,
        profiles: s.profiles,
        accountLimits: s.limits,
      });
      await api.register(sessionRoutes, { sessions: s.sessions });
      await api.register(permissionRoutes, {
        permissions: s.permissions,
        access: s.access,
        roles: s.roles,
        users: s.users,
      });
      await api.register(userRoutes, { users: s.users });
      await api.register(tenantSettingsRoutes, { settings: s.tenantSettings });
      await api.register(companySettingsRoutes, {
        settings: s.companySettings,
        logo: s.companyLogo,
      });
      await api.register(userTransferRoutes, {
        users: s.users,
        timeZoneOf: (tenantId) => s.tenants.timeZoneOf(tenantId),
        mailPasswordSetup: (tenantId, email, request) =>
          s.accounts.mailPasswordSetup(tenantId, email, requestContext(request)),
      });
      await api.register(searchRoutes, { search: s.search });
      await api.register(lookupRoutes, { lookups: s.lookups });
      await api.register(branchRoutes, { branches: s.branches });
      await api.register(fileRoutes, { files: s.files });
      await api.register(vehicleTransferRoutes, {
        database,
        vehicles: s.vehicles,
        tenants: s.tenants,
      });
      await api.register(vehicleRoutes, { vehicles: s.vehicles, history: s.vehicleHistory });
      await api.register(customerTransferRoutes, {
        database,
        customers: s.customers,
        timeZoneOf: (tenantId) => s.tenants.timeZoneOf(tenantId),
      });
      await api.register(customerRoutes, { customers: s.customers });
      await api.register(customerDocumentRoutes, { documents: s.customerDocuments });
      await api.register(vehicleAvailabilityRoutes, { availability: s.vehicleAvailability });
      await api.register(publicCatalogueRoutes, {
        vehicles: s.vehicles,
        history: s.vehicleHistory,
        availability: s.vehicleAvailability,
        limits: s.limits,
      });
      await api.register(publicBranchRoutes, { branches: s.branches, limits: s.limits });
      await api.register(offerRoutes, { offers: s.offers });
      await api.register(publicOfferRoutes, { offers: s.offers, limits: s.limits });
      await api.register(reviewRoutes, { reviews: s.reviews });
      await api.register(publicReviewRoutes, { reviews: s.reviews, limits: s.limits });
      await api.register(reservationRoutes, {
        reservations: s.reservations,
        timeZoneOf: (tenantId) => s.tenants.timeZoneOf(tenantId),
        limits: s.limits,
      });
      await api.register(reservationDocumentRoutes, { documents: s.reservationDocuments });
      await api.register(rentalRoutes, {
        rentals: s.rentals,
        timeZoneOf: (tenantId) => s.tenants.timeZoneOf(tenantId),
      });
      await api.register(rentalDocumentRoutes, { documents: s.rentalDocuments });
      await api.register(rentalPdfRoutes, { pdfs: s.rentalPdfs });
      await api.register(rentalShareRoutes, { shares: s.rentalShares });
      await api.register(rentalReturnRoutes, { returns: s.rentalReturns });
      await api.register(rentalChangeRoutes, { changes: s.rentalChanges });
      await api.register(rentalCalendarRoutes, { calendar: s.rentalCalendar });
      await api.register(rentalIcalRoutes, { ical: s.rentalIcal });
      await api.register(paymentRoutes, {
        payments: s.payments,
        timeZoneOf: (tenantId) => s.tenants.timeZoneOf(tenantId),
      });
      await api.register(paymentWebhookRoutes, {
        payments: s.payments,
        gateway: s.paymentSandbox.gateway,
      });
      await api.register(notificationRoutes, { notifications: s.notifications });
      await api.register(maintenanceScheduleRoutes, { schedules: s.maintenanceSchedules });
      await api.register(maintenanceRoutes, {
        maintenance: s.maintenance,
        attachments: s.maintenanceAttachments,
        timeZoneOf: (tenantId) => s.tenants.timeZoneOf(tenantId),
      });
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

  if (config.webDistDir) await app.register(webAppPlugin, { distDir: config.webDistDir });
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

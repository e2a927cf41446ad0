import { id, strictObject } from '@motorpool/domain/schemas/common';
import { privacyRequestSchema } from '@motorpool/domain/schemas/public-forms';
import {
  privacyOwnRequestSchema,
  privacyRequestPage,
  privacyRequestReceipt,
  privacyRequestView,
  privacyTokenSchema,
} from '@motorpool/domain/schemas/privacy-request';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { requestLanguage } from '../../lib/language.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { admitAddress, admitKey, type RequestLimits } from '../../lib/request-limits.ts';
import { route } from '../../lib/route.ts';
import type { PersonArchive, PrivacyMailer } from './ports.ts';
import { privacyRequestFilters, type RequesterService } from './requester-service.ts';

export type RequesterRouteDeps = {
  requests: RequesterService;
  mailer: PrivacyMailer;
  /** requests per client address, and confirmation mails per address typed */
  limits: Pick<RequestLimits, 'privacy' | 'accountMails'>;
};

const tags = ['privacy'];

const sendArchive = (reply: FastifyReply, archive: PersonArchive) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${archive.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(archive.bytes));

// The requester's routes. Tokens travel in bodies, never in addresses, so no access log keeps
// them.
export const requesterRoutes: FastifyPluginAsyncZod<RequesterRouteDeps> = async (
  app,
  { requests, mailer, limits },
) => {
  route(app, {
    method: 'POST',
    url: '/privacy/requests',
    access: 'public',
    tenant: 'optional',
    tags,
    summary:
      'Ask to access, delete, take away or correct your data: mails a confirmation link valid ' +
      '24 hours; the answer is the same whether or not the address is known',
    body: privacyRequestSchema,
    status: 202,
    response: privacyRequestReceipt,
    errors: [400, 413, 415, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.privacy, request, reply);
      await admitKey(
        limits.accountMails,
        `privacy:${request.body.email.trim().toLowerCase()}`,
        request,
        reply,
      );
      const mail = await requests.submit(
        request.body,
        requestLanguage(request.headers['accept-language']),
        request.tenant?.id ?? null,
      );
      // Sent after the answer: a slow mail server never holds the visitor's request.
      reply.raw.once('finish', () => {
        mailer(mail, request.log).catch((err: unknown) =>
          request.log.error({ err, template: mail.template }, 'privacy mail not sent'),
        );
      });
      return reply.status(202).send({ accepted: true });
    },
  });

  route(app, {
    method: 'POST',
    url: '/privacy/requests/confirm',
    access: 'public',
    tenant: 'optional',
    tags,
    summary:
      'Confirm a request by its e-mailed link (single use): opens it, its 30 days start, and ' +
      'answers it with the status token its page reads (400 unknown or used, 410 expired)',
    body: privacyTokenSchema,
    response: z.object({ request: privacyRequestView, statusToken: z.string() }),
    errors: [400, 410, 413, 415],
    handler: async (request) => requests.confirm(request.body.token, request.log),
  });

  route(app, {
    method: 'POST',
    url: '/privacy/requests/status',
    access: 'public',
    tenant: 'optional',
    tags,
    summary: 'A request as its requester follows it, by the status token mailed at confirmation',
    body: privacyTokenSchema,
    response: privacyRequestView,
    errors: [400, 413, 415],
    handler: async (request) => requests.statusByToken(request.body.token),
  });

  route(app, {
    method: 'POST',
    url: '/privacy/requests/download',
    access: 'public',
    tenant: 'optional',
    tags,
    summary:
      "An access or portability request's archive (zip), by its status token, for 14 days " +
      'after it completed (404 otherwise)',
    body: privacyTokenSchema,
    produces: ['application/zip'],
    errors: [400, 404, 413, 415],
    handler: async (request, reply) =>
      sendArchive(reply, await requests.downloadByToken(request.body.token)),
  });

  route(app, {
    method: 'POST',
    url: '/me/privacy-requests',
    access: 'signed-in',
    tags,
    summary:
      "A signed-in customer's data request, proven by the password (403 when wrong, nothing " +
      'kept); it opens at once',
    body: privacyOwnRequestSchema,
    status: 201,
    response: privacyRequestView,
    errors: [400, 401, 403],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await requests.submitOwn(tenantCaller(request), request.body, request.log)),
  });

  listRoute(app, {
    url: '/me/privacy-requests',
    access: 'signed-in',
    tags,
    items: "The signed-in customer's own data requests",
    description: `Newest first. filter: ${describeFilters(privacyRequestFilters)}.`,
    response: privacyRequestPage,
    handler: async (request) => requests.listOwn(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'GET',
    url: '/me/privacy-requests/:id/download',
    access: 'signed-in',
    tags,
    summary:
      "The signed-in customer's access or portability archive (zip), for 14 days after it " +
      "completed (404 otherwise, and for anyone else's request)",
    params: strictObject({ id }),
    produces: ['application/zip'],
    errors: [400, 401, 403, 404],
    handler: async (request, reply) =>
      sendArchive(reply, await requests.downloadOwn(tenantCaller(request), request.params.id)),
  });
};

import {
  consentRecordSchema,
  consentStatusView,
  termsAcceptanceRecordSchema,
  termsStatusView,
} from '@motorpool/domain/schemas/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import type { ConsentService } from './service.ts';

const tags = ['consent'];

// The caller's own consent and terms acceptance: any signed-in account (staff, customer or a
// platform administrator), each reading and writing only its own records.
export const consentRoutes: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (
  app,
  { consent },
) => {
  route(app, {
    method: 'GET',
    url: '/me/consent',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "The caller's latest cookie consent and whether the banner must ask again",
    response: consentStatusView,
    errors: [401, 403],
    handler: async (request) => consent.consent(request.principal!),
  });

  route(app, {
    method: 'PUT',
    url: '/me/consent',
    access: 'signed-in',
    tenant: 'optional',
    readOnlyAllowed: true,
    tags,
    summary: "Save the caller's cookie consent (a new record; the history is kept)",
    description:
      'The policy version must be the current privacy policy version; essential is always true.',
    body: consentRecordSchema,
    response: consentStatusView,
    errors: [400, 401, 403],
    handler: async (request) => consent.saveConsent(request.principal!, request.body),
  });

  route(app, {
    method: 'GET',
    url: '/me/terms-acceptance',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary:
      "The caller's latest terms acceptance and whether the current major version is accepted",
    response: termsStatusView,
    errors: [401, 403],
    handler: async (request) => consent.terms(request.principal!),
  });

  route(app, {
    method: 'POST',
    url: '/me/terms-acceptance',
    access: 'signed-in',
    tenant: 'optional',
    readOnlyAllowed: true,
    tags,
    summary: 'Accept the current terms of service',
    description:
      'The version must be the current one and textHash the SHA-256 of the text shown ' +
      '(termsTextHash in the domain package), in one of the languages it is published in.',
    body: termsAcceptanceRecordSchema,
    status: 201,
    response: termsStatusView,
    errors: [400, 401, 403],
    handler: async (request, reply) =>
      reply.status(201).send(await consent.acceptTerms(request.principal!, request.body)),
  });
};

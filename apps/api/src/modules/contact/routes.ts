import { contactSchema, demoRequestSchema } from '@motorpool/domain/schemas/public-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admitAddress, type RequestLimits } from '../../lib/request-limits.ts';
import { route } from '../../lib/route.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { ContactService } from './service.ts';

const receipt = z.object({ id: z.uuid(), receivedAt: z.iso.datetime() });

export type ContactRouteDeps = {
  contact: ContactService;
  /** submissions per client address, counted once a form is valid */
  limits: Pick<RequestLimits, 'contact' | 'demo'>;
};

// The marketing site's contact-us and demo forms; no tenant involved.
export const contactRoutes: FastifyPluginAsyncZod<ContactRouteDeps> = async (
  app,
  { contact, limits },
) => {
  route(app, {
    method: 'POST',
    url: '/public/contact-requests',
    access: 'public',
    tenant: 'none',
    tags: ['marketing'],
    summary: 'Send the contact-us form',
    body: contactSchema,
    status: 201,
    response: receipt,
    errors: [400, 413, 415, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.contact, request, reply);
      const row = await contact.submit({
        kind: 'contact',
        ...request.body,
        locale: requestLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send({ id: row.id, receivedAt: row.createdAt.toISOString() });
    },
  });

  route(app, {
    method: 'POST',
    url: '/public/demo-requests',
    access: 'public',
    tenant: 'none',
    tags: ['marketing'],
    summary: 'Schedule a demo',
    body: demoRequestSchema,
    status: 201,
    response: receipt,
    errors: [400, 413, 415, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.demo, request, reply);
      const { requirements, agreeToTerms: _agreed, ...fields } = request.body;
      const row = await contact.submit({
        kind: 'demo',
        ...fields,
        message: requirements ?? null,
        locale: requestLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send({ id: row.id, receivedAt: row.createdAt.toISOString() });
    },
  });
};

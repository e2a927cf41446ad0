import { contactSchema, demoRequestSchema } from '@motorpool/domain/schemas/public-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { ContactService } from './service.ts';

const receipt = z.object({ id: z.uuid(), receivedAt: z.iso.datetime() });

// The marketing site's contact-us and demo forms (SPEC §3, §5); no tenant involved.
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/public/contact-requests',
    {
      config: { tenant: 'none', auth: 'none' },
      schema: {
        tags: ['marketing'],
        summary: 'Send the contact-us form',
        body: contactSchema,
        response: { 201: receipt, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const row = await contact.submit({
        kind: 'contact',
        ...request.body,
        locale: requestLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send({ id: row.id, receivedAt: row.createdAt.toISOString() });
    },
  );

  app.post(
    '/public/demo-requests',
    {
      config: { tenant: 'none', auth: 'none' },
      schema: {
        tags: ['marketing'],
        summary: 'Schedule a demo',
        body: demoRequestSchema,
        response: { 201: receipt, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const { requirements, agreeToTerms: _agreed, ...fields } = request.body;
      const row = await contact.submit({
        kind: 'demo',
        ...fields,
        message: requirements ?? null,
        locale: requestLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send({ id: row.id, receivedAt: row.createdAt.toISOString() });
    },
  );
};

import {
  contactSchema,
  demoRequestSchema,
  privacyContactSchema,
} from '@motorpool/domain/schemas/public-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admitAddress, type RequestLimits } from '../../lib/request-limits.ts';
import { route } from '../../lib/route.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { ContactRequestInput, ContactService } from './service.ts';

const receipt = z.object({ id: z.uuid(), receivedAt: z.iso.datetime() });

export type ContactRouteDeps = {
  contact: ContactService;
  /** submissions per client address, counted once a form is valid */
  limits: Pick<RequestLimits, 'contact' | 'demo'>;
};

type PublicForm<Body extends z.ZodType> = {
  url: string;
  summary: string;
  body: Body;
  limit: keyof ContactRouteDeps['limits'];
  toRequest: (body: z.infer<Body>) => Omit<ContactRequestInput, 'locale'>;
};

// The marketing site's contact-us and demo forms and the privacy page's question to the data
// protection officer; no tenant involved. Each is counted per client address once it is valid.
export const contactRoutes: FastifyPluginAsyncZod<ContactRouteDeps> = async (
  app,
  { contact, limits },
) => {
  const form = <Body extends z.ZodType>(spec: PublicForm<Body>) =>
    route(app, {
      method: 'POST',
      url: spec.url,
      access: 'public',
      tenant: 'none',
      tags: ['marketing'],
      summary: spec.summary,
      body: spec.body,
      status: 201,
      response: receipt,
      errors: [400, 413, 415, 429],
      handler: async (request, reply) => {
        await admitAddress(limits[spec.limit], request, reply);
        const row = await contact.submit({
          ...spec.toRequest(request.body as z.infer<Body>),
          locale: requestLanguage(request.headers['accept-language']),
        });
        return reply.status(201).send({ id: row.id, receivedAt: row.createdAt.toISOString() });
      },
    });

  form({
    url: '/public/contact-requests',
    summary: 'Send the contact-us form',
    body: contactSchema,
    limit: 'contact',
    toRequest: (body) => ({ kind: 'contact', ...body }),
  });
  form({
    url: '/public/demo-requests',
    summary: 'Schedule a demo',
    body: demoRequestSchema,
    limit: 'demo',
    toRequest: ({ requirements, agreeToTerms: _agreed, ...fields }) => ({
      kind: 'demo',
      ...fields,
      message: requirements ?? null,
    }),
  });
  // free text from an address nobody has confirmed, as the contact form: the same limit
  form({
    url: '/public/privacy-contact-requests',
    summary: 'Ask the data protection officer a question',
    body: privacyContactSchema,
    limit: 'contact',
    toRequest: (body) => ({ kind: 'privacy', ...body }),
  });
};

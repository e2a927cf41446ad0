import { newsletterSubscriptionSchema } from '@motorpool/domain/schemas/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { NewsletterService } from './service.ts';

const subscribed = z.object({ subscribed: z.literal(true) });

// The marketing footer's newsletter box (SPEC §2); no tenant involved.
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/public/newsletter-subscriptions',
    {
      config: { tenant: 'none', auth: 'none' },
      schema: {
        tags: ['marketing'],
        summary: 'Subscribe an e-mail address to the newsletter (201 new, 200 already subscribed)',
        body: newsletterSubscriptionSchema,
        response: { 200: subscribed, 201: subscribed, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const created = await newsletter.subscribe({
        email: request.body.email,
        locale: request.body.language ?? requestLanguage(request.headers['accept-language']),
      });
      return reply.status(created ? 201 : 200).send({ subscribed: true });
    },
  );
};

import { newsletterSubscriptionSchema } from '@motorpool/domain/schemas/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { admitAddress, type RequestLimits } from '../../lib/request-limits.ts';
import { route } from '../../lib/route.ts';
import type { NewsletterService } from './service.ts';

const subscribed = z.object({ subscribed: z.literal(true) });

export type NewsletterRouteDeps = {
  newsletter: NewsletterService;
  /** subscriptions per client address, counted once a request is valid */
  limits: Pick<RequestLimits, 'newsletter'>;
};

// The marketing footer's newsletter box; no tenant involved.
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRouteDeps> = async (
  app,
  { newsletter, limits },
) => {
  route(app, {
    method: 'POST',
    url: '/public/newsletter-subscriptions',
    access: 'public',
    tenant: 'none',
    tags: ['marketing'],
    summary: 'Subscribe an e-mail address to the newsletter (201 new, 200 already subscribed)',
    body: newsletterSubscriptionSchema,
    status: [200, 201],
    response: subscribed,
    errors: [400, 413, 415, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.newsletter, request, reply);
      const created = await newsletter.subscribe({
        email: request.body.email,
        locale: request.body.language ?? requestLanguage(request.headers['accept-language']),
      });
      return reply.status(created ? 201 : 200).send({ subscribed: true });
    },
  });
};

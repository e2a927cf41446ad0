import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  reviewCreateSchema,
  reviewListView,
  reviewView,
  testimonialView,
} from '@motorpool/domain/schemas/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { admitAddress, type RequestLimits } from '../../lib/request-limits.ts';
import { tenantCaller, visitorCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { reviewFilterSpecs } from './repository.ts';
import type { ReviewService } from './service.ts';

const tags = ['reviews'];
const idParams = strictObject({ id });

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (
  app,
  { reviews },
) => {
  route(app, {
    method: 'POST',
    url: '/rentals/:id/review',
    access: 'reviews:create',
    tags,
    summary: "Review one's own completed rental: 1 to 5 stars and a comment, once",
    description:
      "404 for another customer's rental, 409 for a rental not completed or already reviewed. " +
      'A review waits for staff to publish it.',
    params: idParams,
    body: reviewCreateSchema,
    status: 201,
    response: reviewView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await reviews.create(tenantCaller(request), request.params.id, request.body)),
  });

  listRoute(app, {
    url: '/reviews',
    access: 'reviews:moderate',
    tags,
    items: "The customers' reviews",
    description:
      'sort: createdAt | rating (default createdAt:desc). ' +
      `filter: ${describeFilters(reviewFilterSpecs)}.`,
    response: reviewListView,
    handler: async (request) => reviews.list(tenantCaller(request), request.query),
  });

  for (const action of ['publish', 'hide'] as const) {
    route(app, {
      method: 'POST',
      url: `/reviews/:id/${action}`,
      access: 'reviews:moderate',
      tags,
      summary:
        action === 'publish'
          ? 'Publish a review on the customer home'
          : 'Hide a review from the customer home',
      params: idParams,
      response: reviewView,
      errors: [400, 401, 403, 404],
      handler: async (request) => reviews[action](tenantCaller(request), request.params.id),
    });
  }
};

// The customer home's testimonials, for a visitor who is not signed in, on the company's address.
export const publicReviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewService;
  limits: Pick<RequestLimits, 'browse'>;
}> = async (app, { reviews, limits }) => {
  app.addHook('onRequest', async (request, reply) => admitAddress(limits.browse, request, reply));

  route(app, {
    method: 'GET',
    url: '/public/testimonials',
    access: 'public',
    tags: ['catalogue'],
    summary: 'The newest published reviews: rating, comment, first name and initial, car',
    response: z.object({ data: z.array(testimonialView) }),
    errors: [404, 429],
    handler: async (request) => ({ data: await reviews.testimonials(visitorCaller(request)) }),
  });
};

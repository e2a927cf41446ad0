import { type ModuleBase, mount } from '../../lib/module.ts';
import type { ReviewParties } from './ports.ts';
import { publicReviewRoutes, reviewRoutes } from './routes.ts';
import { createReviewService } from './service.ts';

// Customers' reviews of their rentals, published by staff as the customer home's testimonials.
export function reviewsModule({ database, limits }: ModuleBase, parties: ReviewParties) {
  const reviews = createReviewService(database, parties);
  return {
    name: 'reviews',
    routes: [mount(reviewRoutes, { reviews }), mount(publicReviewRoutes, { reviews, limits })],
  };
}

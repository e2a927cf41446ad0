import { type ModuleBase, mount } from '../../lib/module.ts';
import { offerRoutes, publicOfferRoutes } from './routes.ts';
import { offerFileOwner, offerPromotions } from './readers.ts';
import { createOfferService, type OfferDeps } from './service.ts';

export const offerFileOwners = [offerFileOwner];

/** Reservations apply a promo code through this reader, inside the booking's transaction. */
export const offerReaders = { promotions: offerPromotions };

// The company's offers: shown on the customer home, applied by their promo codes.
export function offersModule({ database, limits }: ModuleBase, needs: OfferDeps) {
  const offers = createOfferService(database, needs);
  return {
    name: 'offers',
    routes: [mount(offerRoutes, { offers }), mount(publicOfferRoutes, { offers, limits })],
  };
}

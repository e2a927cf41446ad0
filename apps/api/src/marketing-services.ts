// The customer home's offers and testimonials, built for the composition root
// (services.ts) from the services and readers it already holds.
import type { Database } from './db/engine.ts';
import { customerBookingParties } from './modules/customers/service.ts';
import type { FileService } from './modules/files/service.ts';
import { createOfferService } from './modules/offers/service.ts';
import { rentalReviewReader } from './modules/rentals/review-reader.ts';
import { createReviewService } from './modules/reviews/service.ts';
import { vehicleBookings } from './modules/vehicles/booking-repository.ts';

// Reservations apply a promo code through the offers module's reader; files ask it about an
// offer's image.
export { offerFileOwner, offerPromotions } from './modules/offers/service.ts';

export function buildMarketingServices(
  database: Database,
  deps: { files: FileService; settingsOf: (tenantId: string) => Promise<{ timeZone: string }> },
) {
  return {
    offers: createOfferService(database, {
      files: deps.files,
      timeZoneOf: async (tenantId) => (await deps.settingsOf(tenantId)).timeZone,
    }),
    reviews: createReviewService(database, {
      rentals: rentalReviewReader,
      customers: customerBookingParties,
      vehicles: vehicleBookings,
    }),
  };
}

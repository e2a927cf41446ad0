import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of rentals, for the back office and the customer area alike.
export const rentalKeys = {
  ...entityKeys('rentals'),
  activity: (id: string) => [...rentalKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, limit: number) => [...rentalKeys.activity(id), limit] as const,
  documents: (id: string) => [...rentalKeys.detail(id), 'documents'] as const,
  checkinQuote: (id: string, body: string) =>
    [...rentalKeys.detail(id), 'checkin-quote', body] as const,
  checkoutReadiness: (id: string) => [...rentalKeys.detail(id), 'checkout-readiness'] as const,
  odometer: (vehicleId: string) => [...rentalKeys.all, 'vehicle-odometer', vehicleId] as const,
};

export const rentalPath = entityPath('/rentals');

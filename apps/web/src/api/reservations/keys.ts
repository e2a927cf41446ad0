import { entityKeys, entityPath } from '../entity-keys.ts';

// The one query-key factory of reservations, for the back office and the customer area alike.
export const reservationKeys = {
  ...entityKeys('reservations'),
  activity: (id: string) => [...reservationKeys.detail(id), 'activity'] as const,
  activityPage: (id: string, limit: number) => [...reservationKeys.activity(id), limit] as const,
  documents: (id: string) => [...reservationKeys.detail(id), 'documents'] as const,
  quote: (body: string) => [...reservationKeys.all, 'quote', body] as const,
  cancellation: (id: string) => [...reservationKeys.detail(id), 'cancellation-quote'] as const,
  checkoutReadiness: (id: string) => [...reservationKeys.detail(id), 'checkout-readiness'] as const,
};

export const reservationPath = entityPath('/reservations');

// Offers and reviews as the API answers them, for the feature's tests.
import type { OfferView } from '@motorpool/domain/schemas/offer';
import type { ReviewView } from '@motorpool/domain/schemas/review';

export const welcome: OfferView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8a01',
  titleEn: 'Welcome: 10 % off your first booking',
  titleAr: 'أهلًا بك: خصم 10 % على حجزك الأول',
  bodyEn: 'Enter WELCOME10 when you book.',
  bodyAr: 'أدخل الرمز WELCOME10 عند الحجز.',
  discount: { kind: 'percent', value: 1000 },
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  categories: [],
  promoCode: 'WELCOME10',
  active: true,
  featuredOrder: 1,
  oncePerCustomer: true,
  firstBookingOnly: true,
  maxRedemptions: null,
  redemptions: 0,
  image: null,
  createdAt: '2026-01-01T08:00:00Z',
  updatedAt: '2026-01-01T08:00:00Z',
};

export const luxury: OfferView = {
  ...welcome,
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8a02',
  titleEn: 'Luxury for less',
  titleAr: 'الفخامة بسعر أقل',
  discount: { kind: 'amount', value: 15_000 },
  categories: ['luxury'],
  promoCode: 'LUX150',
};

export const pendingReview: ReviewView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8b01',
  rentalId: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8c01',
  customerId: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8d01',
  customerName: 'Sara Al-Qahtani',
  authorName: 'Sara A.',
  vehicle: { id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7b01', make: 'Toyota', model: 'Camry' },
  rating: 5,
  comment: 'Spotless car and a very quick pickup.',
  status: 'pending',
  moderatedBy: null,
  moderatedAt: null,
  createdAt: '2026-03-02T12:00:00Z',
};

export const page = <T>(data: T[]) => ({
  data,
  total: data.length,
  totalCapped: false,
  page: 1,
  limit: 20,
  hasMore: false,
});

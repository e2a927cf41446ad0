import { vi } from 'vitest';
import type { PublicOfferView } from '@motorpool/domain/schemas/offer';
import type { TestimonialView } from '@motorpool/domain/schemas/review';

// Records for the home page's tests, in the public routes' shapes. The company is in Riyadh
// (UTC+3) and charges SAR.
export const ids = {
  camry: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7b01',
  olaya: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7c01',
  corniche: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7c02',
  malaz: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7c03',
  reservation: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7d01',
  rental: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7e01',
};

export const page = <T>(data: T[]) => ({
  data,
  total: data.length,
  totalCapped: false,
  page: 1,
  limit: 20,
  hasMore: false,
});

const camry = {
  id: ids.camry,
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  category: 'midsize',
  seatingCapacity: 5,
  dailyRate: 25000,
  thumbnailUrl: null,
};

const branch = (id: string, name: string, city: string) => ({
  id,
  name,
  city,
  address: `${name} Street 1`,
  country: 'SA',
});

export const offer: PublicOfferView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f01',
  titleEn: 'Weekend deal',
  titleAr: 'عرض نهاية الأسبوع',
  bodyEn: 'Three days for the price of two.',
  bodyAr: 'ثلاثة أيام بسعر يومين.',
  imageUrl: null,
  discount: { kind: 'percent', value: 1500 },
  validFrom: '2030-01-01',
  validUntil: '2030-12-31',
  categories: [],
  promoCode: 'WEEKEND15',
};

export const fixedOffer: PublicOfferView = {
  ...offer,
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f03',
  titleEn: 'SUV savings',
  titleAr: 'توفير على الدفع الرباعي',
  bodyEn: null,
  bodyAr: null,
  discount: { kind: 'amount', value: 5000 },
  categories: ['suv'],
  promoCode: null,
};

export const testimonial: TestimonialView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f02',
  rating: 5,
  comment: 'Spotless car and a quick pickup.',
  authorName: 'Omar K.',
  vehicle: { make: 'Toyota', model: 'Camry' },
  date: '2030-05-01T09:00:00.000Z',
};

export const booking = {
  vehicle: { id: ids.camry, name: 'Toyota Camry', make: 'Toyota', model: 'Camry', year: 2024 },
  pickupDate: '2030-06-03T07:00:00.000Z',
  returnDate: '2030-06-06T07:00:00.000Z',
};

export const defaults: Record<string, unknown> = {
  '/api/v1/tenants/current': { currency: 'SAR', timeZone: 'Asia/Riyadh', taxRateBp: 1500 },
  '/api/v1/public/catalogue/vehicles': page([camry]),
  '/api/v1/public/branches': page([
    branch(ids.olaya, 'Olaya', 'Riyadh'),
    branch(ids.malaz, 'Malaz', 'Riyadh'),
    branch(ids.corniche, 'Corniche', 'Jeddah'),
  ]),
  '/api/v1/public/offers': { data: [offer, fixedOffer] },
  '/api/v1/public/testimonials': { data: [testimonial] },
  '/api/v1/reservations': page([
    {
      ...booking,
      id: ids.reservation,
      reservationNumber: 'RES-0042',
      status: 'confirmed',
      createdAt: '2030-05-20T10:00:00.000Z',
    },
  ]),
  '/api/v1/rentals': page([
    {
      ...booking,
      id: ids.rental,
      rentalNumber: 'RNT-0007',
      status: 'completed',
      createdAt: '2030-04-01T10:00:00.000Z',
    },
  ]),
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (url: URL) => Response | undefined;

// A fetch stub: the test's handler answers first, then the defaults, else 404.
export function homeFetch(handler: () => Handler) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = handler()(url);
    if (answer) return answer;
    if (url.pathname in defaults) return json(200, defaults[url.pathname]);
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
}

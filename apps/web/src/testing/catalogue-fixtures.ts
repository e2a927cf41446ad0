import { vi } from 'vitest';
import type {
  PublicAvailableVehicleView,
  PublicBranchView,
} from '@motorpool/domain/schemas/catalogue';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';

// Fixed public-catalogue records and a routable fetch stub for the storefront's tests (the
// catalogue and booking screens). The company is in Riyadh (UTC+3) and charges SAR.
export const ids = {
  camry: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7b01',
  tahoe: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7b02',
  olaya: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7c01',
};

export const camry: VehicleCatalogueView = {
  id: ids.camry,
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  color: 'White',
  category: 'midsize',
  fuelType: 'hybrid',
  transmission: 'automatic',
  seatingCapacity: 5,
  doors: 4,
  features: ['bluetooth', 'gps'],
  engine: '2.5L 4-cylinder',
  horsepower: 208,
  fuelCapacity: 50,
  trunkCapacity: 428,
  dimensions: null,
  dailyRate: 25000,
  branchId: ids.olaya,
  thumbnailUrl: null,
  averageRating: null,
};

export const tahoe: VehicleCatalogueView = {
  ...camry,
  id: ids.tahoe,
  make: 'Chevrolet',
  model: 'Tahoe',
  category: 'suv',
  seatingCapacity: 7,
  dailyRate: 60000,
  features: ['sunroof'],
};

export const quote: ReservationQuoteView = {
  currency: 'SAR',
  dailyRate: 25000,
  days: 3,
  subtotal: 75000,
  addOns: [],
  addOnsTotal: 0,
  discount: 0,
  additionalFees: 0,
  taxRateBp: 1500,
  tax: 11250,
  total: 86250,
};

export const free: PublicAvailableVehicleView = {
  vehicle: {
    id: ids.camry,
    make: 'Toyota',
    model: 'Camry',
    year: 2024,
    category: 'midsize',
    branchId: ids.olaya,
    seats: 5,
    transmission: 'automatic',
    fuelType: 'hybrid',
    imageUrl: null,
  },
  quote,
};

const allOpen = { closed: false as const, openTime: '08:00', closeTime: '22:00' };
export const olaya: PublicBranchView = {
  id: ids.olaya,
  name: 'Olaya',
  address: 'Olaya Street 1',
  city: 'Riyadh',
  country: 'SA',
  phone: '+966 11 555 0000',
  email: 'olaya@demo.test',
  latitude: 24.7,
  longitude: 46.68,
  operatingHours: {
    sunday: allOpen,
    monday: allOpen,
    tuesday: allOpen,
    wednesday: allOpen,
    thursday: allOpen,
    friday: { closed: true },
    saturday: allOpen,
  },
  amenities: ['wifi', 'parking'],
};

export const page = <T>(data: T[]) => ({
  data,
  total: data.length,
  totalCapped: false,
  page: 1,
  limit: 12,
  hasMore: false,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (url: URL) => Response | undefined;

const defaults: Record<string, unknown> = {
  '/api/v1/tenants/current': { currency: 'SAR', timeZone: 'Asia/Riyadh', taxRateBp: 1500 },
  '/api/v1/public/catalogue/vehicles': page([camry, tahoe]),
  '/api/v1/public/catalogue/availability': page([free]),
  '/api/v1/public/branches': page([olaya]),
  [`/api/v1/public/branches/${ids.olaya}`]: olaya,
  [`/api/v1/public/catalogue/vehicles/${ids.camry}`]: camry,
  [`/api/v1/public/catalogue/vehicles/${ids.camry}/images`]: { data: [] },
  [`/api/v1/public/catalogue/vehicles/${ids.camry}/quote`]: { available: true, quote },
};

// A fetch stub: the test's handler answers first, then the defaults, else 404.
export function catalogueFetch(handler: () => Handler) {
  const mock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = handler()(url);
    if (answer) return answer;
    if (url.pathname in defaults) return json(200, defaults[url.pathname]);
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  const requests = (pathname: string) =>
    mock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === pathname);
  return { mock, requests };
}

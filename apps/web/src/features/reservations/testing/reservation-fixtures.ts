import { vi } from 'vitest';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import type {
  AvailableVehicleView,
  ReservationQuoteView,
  ReservationView,
} from '@motorpool/domain/schemas/reservation';

// Fixed records and a routable fetch stub for the reservations screens' tests. The company is
// in Riyadh (UTC+3), so 06:00Z reads 09:00.
export const ids = {
  customer: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7a01',
  camry: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7b01',
  tucson: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7b02',
  olaya: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7c01',
  airport: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7c02',
};

export const quote: ReservationQuoteView = {
  currency: 'SAR',
  dailyRate: 25000,
  days: 3,
  subtotal: 75000,
  addOns: [
    {
      code: 'FULL_COVER',
      type: 'INSURANCE_OPTION',
      name: 'Full cover',
      nameAr: 'تغطية شاملة',
      unit: 'day',
      unitPrice: 4000,
      quantity: 1,
      total: 12000,
    },
  ],
  addOnsTotal: 12000,
  discount: 5000,
  additionalFees: 0,
  taxRateBp: 1500,
  tax: 12300,
  total: 94300,
};

export const pendingReservation: ReservationView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7d01',
  reservationNumber: 'RES-000123',
  status: 'pending',
  paymentStatus: 'pending',
  source: 'back_office',
  customer: {
    id: ids.customer,
    name: 'Noura Al-Harbi',
    email: 'noura@example.test',
    phone: '+966501112233',
  },
  vehicle: {
    id: ids.camry,
    name: 'Toyota Camry 2024',
    make: 'Toyota',
    model: 'Camry',
    year: 2024,
    licensePlate: 'ABC-1234',
    category: 'midsize',
  },
  pickupBranch: { id: ids.olaya, name: 'Olaya' },
  returnBranch: { id: ids.airport, name: 'King Khalid Airport' },
  pickupDate: '2026-03-10T06:00:00Z',
  returnDate: '2026-03-13T06:00:00Z',
  specialRequests: 'Child seat please',
  notes: null,
  internalNotes: 'VIP',
  quote,
  totalAmount: 94300,
  paidAmount: 0,
  remainingAmount: 94300,
  cancellationReason: null,
  cancellationFee: 0,
  payBy: null,
  rental: null,
  confirmedAt: null,
  cancelledAt: null,
  createdAt: '2026-02-01T09:00:00Z',
  updatedAt: '2026-02-01T09:00:00Z',
};

export const confirmedReservation: ReservationView = {
  ...pendingReservation,
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7d02',
  reservationNumber: 'RES-000124',
  status: 'confirmed',
  paymentStatus: 'partial',
  paidAmount: 40000,
  remainingAmount: 54300,
  confirmedAt: '2026-02-02T09:00:00Z',
};

export const cancelledReservation: ReservationView = {
  ...pendingReservation,
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7d03',
  reservationNumber: 'RES-000125',
  status: 'cancelled',
  cancellationReason: 'Flight cancelled',
  cancelledAt: '2026-02-03T09:00:00Z',
};

const vehicle = (id: string, make: string, model: string, plate: string) => ({
  id,
  make,
  model,
  year: 2024,
  licensePlate: plate,
  category: 'midsize',
  branchId: ids.olaya,
  seats: 5,
  transmission: 'automatic',
  fuelType: 'gasoline',
  imageUrl: null,
});

export const freeVehicles: AvailableVehicleView[] = [
  { vehicle: vehicle(ids.camry, 'Toyota', 'Camry', 'ABC-1234'), quote: { ...quote, addOns: [] } },
  {
    vehicle: vehicle(ids.tucson, 'Hyundai', 'Tucson', 'XYZ-9876'),
    quote: { ...quote, dailyRate: 30000, addOns: [] },
  },
];

const lookup = (code: string, type: string, name: string, nameAr: string): LookupView => ({
  id: `0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7e0${code.length % 10}`,
  name,
  nameAr,
  type,
  code,
  category: null,
  description: null,
  value: '{"price":4000,"unit":"day"}',
  isActive: true,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

export type Handler = (url: URL, init: RequestInit) => Response | undefined;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const page = (data: unknown[]) => ({
  data,
  total: data.length,
  page: 1,
  limit: 20,
  hasMore: false,
});

// The reference data every reservations screen reads.
const defaults: Record<string, unknown> = {
  '/api/v1/tenants/current': { currency: 'SAR', timeZone: 'Asia/Riyadh', taxRateBp: 1500 },
  '/api/v1/reservations': page([pendingReservation, confirmedReservation, cancelledReservation]),
  '/api/v1/branches': page([
    { id: ids.olaya, name: 'Olaya', code: 'OLY', city: 'Riyadh' },
    { id: ids.airport, name: 'King Khalid Airport', code: 'RUH', city: 'Riyadh' },
  ]),
  '/api/v1/customers': page([
    { id: ids.customer, firstName: 'Noura', lastName: 'Al-Harbi', email: 'noura@example.test' },
  ]),
  '/api/v1/lookups/type/INSURANCE_OPTION': {
    data: [lookup('FULL_COVER', 'INSURANCE_OPTION', 'Full cover', 'تغطية شاملة')],
  },
  '/api/v1/lookups/type/EXTRA': { data: [lookup('GPS', 'EXTRA', 'GPS', 'ملاحة')] },
  '/api/v1/vehicles/availability': page(freeVehicles),
};

// A fetch stub: the test's handler answers first, then the defaults (GET), the quote, else 404.
export function reservationFetch(handler: () => Handler) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = handler()(url, init ?? {});
    if (answer) return answer;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname in defaults) return json(200, defaults[url.pathname]);
    if (method === 'POST' && url.pathname === '/api/v1/reservations/quote') return json(200, quote);
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  const calls = (method: string, pathname: string) =>
    mock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .filter(([url]) => new URL(String(url), 'http://localhost').pathname === pathname);
  return { mock, calls };
}

import { vi } from 'vitest';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';

// Fixed rentals and a routable fetch stub for the rental screens' tests. The company is in
// Riyadh (UTC+3): 07:00Z reads 10:00.
export const rentalIds = {
  pending: '0191a000-0000-7000-8000-000000000001',
  active: '0191a000-0000-7000-8000-000000000002',
  completed: '0191a000-0000-7000-8000-000000000003',
  cancelled: '0191a000-0000-7000-8000-000000000004',
  customer: '0191a000-0000-7000-8000-0000000000c1',
  sonata: '0191a000-0000-7000-8000-0000000000a1',
  elantra: '0191a000-0000-7000-8000-0000000000a2',
  olaya: '0191a000-0000-7000-8000-0000000000b1',
};

const bookedPrice: ReservationQuoteView = {
  currency: 'SAR',
  dailyRate: 20000,
  days: 4,
  subtotal: 80000,
  addOns: [
    {
      code: 'BASIC_COVER',
      type: 'INSURANCE_OPTION',
      name: 'Basic cover',
      nameAr: 'تغطية أساسية',
      unit: 'rental',
      unitPrice: 5000,
      quantity: 1,
      total: 5000,
    },
  ],
  addOnsTotal: 5000,
  discount: 0,
  additionalFees: 0,
  taxRateBp: 1500,
  tax: 12750,
  total: 97750,
};

const sonata = {
  id: rentalIds.sonata,
  name: 'Hyundai Sonata 2025',
  make: 'Hyundai',
  model: 'Sonata',
  year: 2025,
  licensePlate: 'KSA-4321',
  category: 'midsize' as const,
};

export const pendingRental: RentalView = {
  id: rentalIds.pending,
  rentalNumber: 'RNT-000041',
  status: 'pending',
  isOverdue: false,
  reservationId: '0191a000-0000-7000-8000-0000000000d1',
  reservationNumber: 'RES-000300',
  customer: {
    id: rentalIds.customer,
    name: 'Faisal Al-Qahtani',
    email: 'faisal@example.test',
    phone: '+966500000001',
  },
  vehicle: sonata,
  pickupBranch: { id: rentalIds.olaya, name: 'Olaya' },
  returnBranch: { id: rentalIds.olaya, name: 'Olaya' },
  pickupDate: '2026-04-01T07:00:00Z',
  returnDate: '2026-04-05T07:00:00Z',
  originalReturnDate: '2026-04-05T07:00:00Z',
  actualPickupDate: null,
  actualReturnDate: null,
  quote: bookedPrice,
  addOns: bookedPrice.addOns,
  dailyRate: 20000,
  totalDays: 4,
  totalAmount: 97750,
  securityDeposit: 100000,
  deposit: { required: 100000, held: 0, captured: 0, released: 0, payments: [] },
  startMileage: null,
  endMileage: null,
  fuelLevel: null,
  fuelLevelEnd: null,
  vehicleCondition: null,
  vehicleConditionEnd: null,
  checkoutNotes: null,
  checkinNotes: null,
  charges: null,
  additionalCharges: 0,
  totalCost: 97750,
  paidAmount: 0,
  remainingAmount: 97750,
  inspectionComplete: false,
  rating: null,
  ratingComment: null,
  notes: 'Customer asked for a child seat',
  cancellationReason: null,
  legs: [],
  extensions: [],
  overdue: [],
  checkoutInspection: null,
  checkinInspection: null,
  createdAt: '2026-03-20T09:00:00Z',
  updatedAt: '2026-03-20T09:00:00Z',
};

export const activeRental: RentalView = {
  ...pendingRental,
  id: rentalIds.active,
  rentalNumber: 'RNT-000042',
  status: 'active',
  isOverdue: true,
  actualPickupDate: '2026-04-01T07:30:00Z',
  startMileage: 15200,
  fuelLevel: 80,
  vehicleCondition: 'good',
  legs: [
    {
      vehicle: sonata,
      startedAt: '2026-04-01T07:30:00Z',
      endedAt: null,
      startMileage: 15200,
      endMileage: null,
      fuelLevelStart: 80,
      fuelLevelEnd: null,
      swapReason: null,
      notes: null,
    },
  ],
  checkoutInspection: {
    stage: 'checkout',
    marks: [
      {
        id: 'mark-1',
        view: 'front',
        x: 400,
        y: 500,
        damageType: 'scratch',
        location: 'front_bumper',
        severity: 'minor',
        note: 'Old scratch',
        photos: [],
        isNew: false,
      },
    ],
    signatureUrl: '/api/v1/files/signed/signature.png',
    signedBy: 'Faisal Al-Qahtani',
    recordedAt: '2026-04-01T07:30:00Z',
    recordedBy: 'Staff Member',
  },
};

export const completedRental: RentalView = {
  ...activeRental,
  id: rentalIds.completed,
  rentalNumber: 'RNT-000043',
  status: 'completed',
  isOverdue: false,
  actualReturnDate: '2026-04-05T08:00:00Z',
  endMileage: 16100,
  fuelLevelEnd: 60,
  vehicleConditionEnd: 'good',
  charges: {
    currency: 'SAR',
    lines: [
      {
        kind: 'fuel',
        description: 'Refuelling: 20% of the tank missing',
        quantity: 2,
        unitAmount: 3000,
        amount: 6000,
        waivedBy: null,
      },
    ],
    subtotal: 6000,
    taxRateBp: 1500,
    tax: 900,
    total: 6900,
  },
  additionalCharges: 6900,
  totalCost: 104650,
  paidAmount: 0,
  remainingAmount: 104650,
  rating: 4,
  ratingComment: 'Clean car',
  inspectionComplete: true,
};

// The deposit taken at checkout, captured against the return's charges, the rest released.
export const settledDepositRental: RentalView = {
  ...completedRental,
  paidAmount: 104650,
  remainingAmount: 0,
  deposit: {
    required: 100000,
    held: 0,
    captured: 6900,
    released: 93100,
    payments: [
      {
        id: '0191a000-0000-7000-8000-0000000000e1',
        paymentNumber: 'PAY-000201',
        status: 'refunded',
        paymentMethod: 'cash',
        amount: 100000,
        capturedAmount: 6900,
        refundedAmount: 93100,
      },
    ],
  },
};

// Checked out with a card deposit that is still to be charged.
export const cardDepositRental: RentalView = {
  ...activeRental,
  paidAmount: 97750,
  remainingAmount: 0,
  deposit: {
    required: 100000,
    held: 0,
    captured: 0,
    released: 0,
    payments: [
      {
        id: '0191a000-0000-7000-8000-0000000000e2',
        paymentNumber: 'PAY-000202',
        status: 'pending',
        paymentMethod: 'credit_card',
        amount: 100000,
        capturedAmount: 0,
        refundedAmount: 0,
      },
    ],
  },
};

export const cancelledRental: RentalView = {
  ...pendingRental,
  id: rentalIds.cancelled,
  rentalNumber: 'RNT-000044',
  status: 'cancelled',
  cancellationReason: 'Customer did not come',
};

export type Responder = (url: URL, init: RequestInit) => Response | undefined;

export function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const listOf = (rows: unknown[]) => ({
  data: rows,
  total: rows.length,
  page: 1,
  limit: 20,
  hasMore: false,
});

const rentals = [pendingRental, activeRental, completedRental, cancelledRental];

// What a rental screen reads besides the rental: the company, branches, the car's odometer.
function standing(url: URL): unknown {
  const path = url.pathname.replace('/api/v1', '');
  if (path === '/tenants/current') return { currency: 'SAR', timeZone: 'Asia/Riyadh' };
  if (path === '/rentals') return listOf(rentals);
  if (path === '/branches')
    return listOf([{ id: rentalIds.olaya, name: 'Olaya', code: 'OLY', city: 'Riyadh' }]);
  const one = rentals.find((rental) => path === `/rentals/${rental.id}`);
  if (one) return one;
  if (path.endsWith('/activity')) return listOf([]);
  if (path.endsWith('/documents')) return { data: [] };
  if (path === `/vehicles/${rentalIds.sonata}`) return { id: rentalIds.sonata, mileage: 15200 };
  if (path === '/vehicles/availability')
    return listOf([
      {
        vehicle: {
          ...sonata,
          id: rentalIds.elantra,
          model: 'Elantra',
          licensePlate: 'KSA-7777',
          branchId: rentalIds.olaya,
          seats: 5,
          transmission: 'automatic',
          fuelType: 'gasoline',
          imageUrl: null,
        },
        quote: { ...bookedPrice, addOns: [] },
      },
    ]);
  return undefined;
}

// A fetch stub: the test's responder first, then the standing GET answers, else 404.
export function rentalFetch(responder: () => Responder) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = responder()(url, init ?? {});
    if (answer) return answer;
    const body = (init?.method ?? 'GET') === 'GET' ? standing(url) : undefined;
    return body === undefined
      ? reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' })
      : reply(200, body);
  });
  const sent = (method: string, pathname: string) =>
    mock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .filter(([url]) => new URL(String(url), 'http://localhost').pathname === pathname)
      .map(([, init]) =>
        init?.body instanceof FormData ? init.body : JSON.parse(String(init?.body ?? 'null')),
      );
  return { mock, sent };
}

// Rentals for the documents, PDF and share tests: a view for rendering without a database,
// and rentals made through the API. Not part of the server.
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { expect } from 'vitest';
import { book, type Booking } from '../../reservations/test-support.ts';
import { type Fleet, multipart } from '../../vehicles/test-support.ts';

export { pdfText } from '../../../test/pdf-text.ts';

const vehicle = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Camry Silver',
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  licensePlate: 'ABC 1234',
  category: 'midsize' as const,
};

export function rentalFixture(overrides: Partial<RentalView> = {}): RentalView {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    rentalNumber: 'RNT-000042',
    status: 'completed',
    isOverdue: false,
    reservationId: '00000000-0000-4000-8000-000000000002',
    reservationNumber: 'RES-000107',
    customer: {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'محمد العتيبي',
      email: 'mohammed@example.com',
      phone: '+966 50 123 4567',
    },
    vehicle,
    pickupBranch: { id: '00000000-0000-4000-8000-000000000004', name: 'Riyadh Olaya' },
    returnBranch: { id: '00000000-0000-4000-8000-000000000005', name: 'جدة - التحلية' },
    pickupDate: '2030-06-03T10:00:00.000Z',
    returnDate: '2030-06-06T10:00:00.000Z',
    originalReturnDate: '2030-06-06T10:00:00.000Z',
    actualPickupDate: '2030-06-03T10:12:00.000Z',
    actualReturnDate: '2030-06-06T13:30:00.000Z',
    quote: {
      currency: 'SAR',
      dailyRate: 20000,
      days: 3,
      subtotal: 60000,
      addOns: [
        {
          code: 'FULL_COVER',
          type: 'INSURANCE_OPTION',
          name: 'Full cover',
          nameAr: 'تأمين شامل',
          unit: 'day',
          unitPrice: 4500,
          quantity: 1,
          total: 13500,
        },
        {
          code: 'CHILD_SEAT',
          type: 'EXTRA',
          name: 'Child seat',
          nameAr: 'مقعد أطفال',
          unit: 'rental',
          unitPrice: 5000,
          quantity: 2,
          total: 10000,
        },
      ],
      addOnsTotal: 23500,
      discount: 5000,
      additionalFees: 2500,
      taxRateBp: 1500,
      tax: 12150,
      total: 93150,
    },
    addOns: [],
    dailyRate: 20000,
    totalDays: 3,
    totalAmount: 93150,
    securityDeposit: 100000,
    deposit: { required: 100000, held: 0, captured: 0, released: 0, payments: [] },
    startMileage: 15230,
    endMileage: 15912,
    fuelLevel: 100,
    fuelLevelEnd: 70,
    vehicleCondition: 'good',
    vehicleConditionEnd: 'fair',
    checkoutNotes: 'Spare tyre checked; customer briefed on toll gates.',
    checkinNotes: 'Returned to another branch.',
    charges: {
      currency: 'SAR',
      lines: [
        {
          kind: 'excess_km',
          description: '82 km over the 600 km allowance',
          quantity: 82,
          unitAmount: 50,
          amount: 4100,
          waivedBy: null,
        },
        {
          kind: 'fuel',
          description: 'Refuelling: 30% of the tank missing',
          quantity: 3,
          unitAmount: 2000,
          amount: 6000,
          waivedBy: null,
        },
        {
          kind: 'damage',
          description: 'New damage: Scratch at Front left door',
          quantity: 1,
          unitAmount: 30000,
          amount: 0,
          waivedBy: 'Full cover',
        },
      ],
      subtotal: 10100,
      taxRateBp: 1500,
      tax: 1515,
      total: 11615,
    },
    additionalCharges: 11615,
    totalCost: 104765,
    paidAmount: 0,
    remainingAmount: 104765,
    inspectionComplete: true,
    rating: 4,
    ratingComment: null,
    notes: null,
    cancellationReason: null,
    legs: [
      {
        vehicle,
        startedAt: '2030-06-03T10:12:00.000Z',
        endedAt: '2030-06-06T13:30:00.000Z',
        startMileage: 15230,
        endMileage: 15912,
        fuelLevelStart: 100,
        fuelLevelEnd: 70,
        swapReason: null,
        notes: null,
      },
    ],
    extensions: [],
    overdue: [],
    checkoutInspection: {
      stage: 'checkout',
      marks: [
        {
          id: 'm1',
          view: 'left',
          x: 230,
          y: 600,
          damageType: 'scratch',
          location: 'front_left_door',
          severity: 'minor',
          note: 'Light scratch below the handle',
          photos: [],
          isNew: false,
        },
        {
          id: 'm2',
          view: 'front',
          x: 500,
          y: 780,
          damageType: 'chip',
          location: 'front_bumper',
          severity: 'minor',
          note: null,
          photos: [],
          isNew: false,
        },
        {
          id: 'm3',
          view: 'top',
          x: 330,
          y: 500,
          damageType: 'crack',
          location: 'windshield',
          severity: 'moderate',
          note: 'شرخ صغير في الزاوية',
          photos: [],
          isNew: false,
        },
      ],
      signatureUrl: '/api/v1/files/sig',
      signedBy: 'Mohammed Al-Otaibi',
      recordedAt: '2030-06-03T10:10:00.000Z',
      recordedBy: 'Staff Member',
    },
    checkinInspection: {
      stage: 'checkin',
      marks: [
        {
          id: 'n1',
          view: 'right',
          x: 700,
          y: 500,
          damageType: 'dent',
          location: 'rear_right_door',
          severity: 'moderate',
          note: 'New dent found at return',
          photos: [],
          isNew: true,
        },
        {
          id: 'n2',
          view: 'back',
          x: 200,
          y: 560,
          damageType: 'broken',
          location: 'taillights',
          severity: 'severe',
          note: null,
          photos: [],
          isNew: true,
        },
      ],
      signatureUrl: null,
      signedBy: null,
      recordedAt: '2030-06-06T13:25:00.000Z',
      recordedBy: 'Staff Member',
    },
    createdAt: '2030-06-01T08:00:00.000Z',
    updatedAt: '2030-06-06T13:30:00.000Z',
    ...overrides,
  };
}

// --- rentals made through the API, for the documents, PDF and share tests ---------------------

/** A 2×2 blue PNG as the screen sends a drawn signature. */
export const signaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1Jr' +
  'AAAAEklEQVQImWOQLDwkWXiIAUIBACG6BTF+9t9NAAAAAElFTkSuQmCC';

/** Registration and insurance papers valid for years, so the car may leave. */
export async function papersFor(f: Fleet, vehicleId: string) {
  for (const documentType of ['registration', 'insurance']) {
    const { body, headers } = multipart(
      { name: `${documentType}.pdf`, type: 'application/pdf', content: paperPdf },
      { documentType, expiryDate: '2045-01-01' },
    );
    const res = await f.call('POST', `/vehicles/${vehicleId}/documents`, f.admin, {
      body,
      headers,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

const paperPdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A confirmed reservation of the parties in its own slot, taken over by a pending rental. */
export async function pendingRental(f: Fleet, b: Booking, from: number, to: number) {
  const reservation = await book(f, b, from, to);
  const confirmed = await f.call('POST', `/reservations/${reservation.id}/confirm`, f.admin, {
    body: {},
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const res = await f.call('POST', '/rentals', f.admin, {
    body: { reservationId: reservation.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RentalView;
}

/** The rental checked out with a marked, signed inspection; then returned when asked. */
export async function handedOver(f: Fleet, rental: RentalView, returned: boolean) {
  const vehicle = await f.call('GET', `/vehicles/${rental.vehicle.id}`, f.admin);
  const mileage = (vehicle.json() as { mileage: number }).mileage;
  const out = await f.call('POST', `/rentals/${rental.id}/checkout`, f.admin, {
    body: {
      // booked years ahead: an early handover, confirmed
      confirmEarly: true,
      startMileage: mileage,
      fuelLevel: 100,
      vehicleCondition: 'good',
      inspection: {
        marks: [
          {
            id: 'a',
            view: 'left',
            x: 300,
            y: 500,
            damageType: 'scratch',
            location: 'front_left_door',
            severity: 'minor',
            note: 'Light scratch',
          },
        ],
        signature: signaturePng,
        signedBy: 'Test Customer',
      },
    },
  });
  expect(out.statusCode, out.body).toBe(200);
  if (!returned) return out.json() as RentalView;
  const back = await f.call('POST', `/rentals/${rental.id}/checkin`, f.admin, {
    body: {
      endMileage: mileage + 250,
      fuelLevelEnd: 80,
      vehicleConditionEnd: 'good',
      inspection: { marks: [] },
    },
  });
  expect(back.statusCode, back.body).toBe(200);
  return back.json() as RentalView;
}

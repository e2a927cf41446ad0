// Helpers for the rentals tests: not part of the server. Every rental is made through the real
// API: a confirmed reservation, a rental taking it over, a checkout with a signed inspection.
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { expect } from 'vitest';
import { bearer, type TestUser } from '../../test/identity.ts';
import { book, type Booking, bookingParties, hour } from '../reservations/test-support.ts';
import { type Fleet, multipart } from '../vehicles/test-support.ts';

export { hour };

/** A 1×1 PNG: what a drawn signature is, as bytes. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const signature = `data:image/png;base64,${pngBytes.toString('base64')}`;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The documents a car needs to leave; an expiry of null leaves that document out. */
export type VehicleDocumentDates = { registration?: string | null; insurance?: string | null };

/** Uploads the vehicle's registration and insurance (valid through 2035 unless told). */
export async function vehicleDocuments(
  f: Fleet,
  vehicleId: string,
  dates: VehicleDocumentDates = {},
): Promise<void> {
  const wanted = { registration: '2035-12-31', insurance: '2035-12-31', ...dates };
  for (const [documentType, expiryDate] of Object.entries(wanted)) {
    if (expiryDate === null) continue;
    const form = multipart(
      { name: `${documentType}.pdf`, type: 'application/pdf', content: pdf },
      { documentType, expiryDate },
    );
    const res = await f.t.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/documents`,
      headers: { ...form.headers, ...bearer(f.admin, f.demo) },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** A branch, a vehicle (odometer 1200, midsize, 200.00 a day) and an active customer. */
export async function rentalParties(
  f: Fleet,
  documents: VehicleDocumentDates = {},
): Promise<Booking> {
  const b = await bookingParties(f);
  await vehicleDocuments(f, b.vehicleId, documents);
  return b;
}

/** A reservation booked and confirmed through the API ([from, to) hours after 2030-06-03 10:00Z). */
export async function confirmedReservation(
  f: Fleet,
  b: Booking,
  from = 0,
  to = 48 * hour,
  overrides: object = {},
) {
  const r = await book(f, b, from, to, overrides);
  const res = await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return r;
}

/** A rental pending pickup, taking over a confirmed reservation. */
export async function pendingRental(
  f: Fleet,
  b?: Booking,
  from = 0,
  to = 48 * hour,
): Promise<RentalView> {
  const parties = b ?? (await rentalParties(f));
  const reservation = await confirmedReservation(f, parties, from, to);
  const res = await f.call('POST', '/rentals', f.admin, {
    body: { reservationId: reservation.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RentalView;
}

/** A checkout body: odometer 1200, full tank, no marks, signed. */
// The bookings here lie years ahead (2030): every checkout of them is an early one, confirmed.
export const checkoutBody = (overrides: object = {}) => ({
  confirmEarly: true,
  startMileage: 1200,
  fuelLevel: 100,
  vehicleCondition: 'good',
  inspection: { marks: [], signature, signedBy: 'Layla Haddad' },
  ...overrides,
});

/** A rental checked out now (the car rented), from a fresh confirmed reservation. */
export async function activeRental(
  f: Fleet,
  b?: Booking,
  from = 0,
  to = 48 * hour,
  overrides: object = {},
): Promise<RentalView> {
  const rental = await pendingRental(f, b, from, to);
  const res = await f.call('POST', `/rentals/${rental.id}/checkout`, f.admin, {
    body: checkoutBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RentalView;
}

/** A damage mark on the diagram (photos by the ids POST /rentals/{id}/inspection-photos gave). */
export const mark = (overrides: object = {}) => ({
  id: 'mark-1',
  view: 'front',
  x: 500,
  y: 400,
  damageType: 'scratch',
  location: 'front_bumper',
  severity: 'minor',
  note: 'Light scratch',
  photoIds: [],
  ...overrides,
});

/** Uploads an inspection photo as `as` (f.admin unless told). */
export async function uploadPhoto(
  f: Fleet,
  rentalId: string,
  content: Buffer,
  as: TestUser = f.admin,
) {
  const form = multipart({ name: 'mark.png', type: 'image/png', content });
  return f.t.app.inject({
    method: 'POST',
    url: `/api/v1/rentals/${rentalId}/inspection-photos`,
    headers: { ...form.headers, ...bearer(as, as === f.acmeAdmin ? f.acme : f.demo) },
    payload: form.body,
  });
}

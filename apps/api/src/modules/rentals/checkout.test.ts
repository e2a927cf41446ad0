import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/test-support.ts';
import { book } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import {
  activeRental,
  checkoutBody,
  hour,
  mark,
  pendingRental,
  pngBytes,
  rentalParties,
  uploadPhoto,
  type VehicleDocumentDates,
} from './test-support.ts';

let f: Fleet;
let photo: Buffer;
beforeAll(async () => {
  f = await createFleet();
  photo = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(async () => f.t.close());

const checkout = (id: string, body: object, language?: 'ar') =>
  f.call('POST', `/rentals/${id}/checkout`, f.staff, { body, ...(language ? { language } : {}) });

const settings = (body: object) => f.call('PATCH', '/tenants/current/settings', f.admin, { body });

describe('POST /rentals/{id}/checkout', () => {
  it('hands the car over: inspection with photos and signature, first leg, car rented', async () => {
    await settings({ payments: { securityDepositPerCategory: { midsize: 75000 } } });
    const rental = await pendingRental(f);
    const uploaded = await uploadPhoto(f, rental.id, photo, f.staff);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = uploaded.json().id as string;
    expect(uploaded.json().url).toMatch(/^\/api\/v1\/files\/.+\?sig=/);

    const res = await checkout(
      rental.id,
      checkoutBody({
        startMileage: 1250,
        fuelLevel: 87.5,
        notes: 'Spare key handed over',
        inspection: {
          marks: [mark({ photoIds: [photoId] })],
          signature: `data:image/png;base64,${pngBytes.toString('base64')}`,
          signedBy: 'Layla Haddad',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      status: 'active',
      startMileage: 1250,
      fuelLevel: 87.5,
      vehicleCondition: 'good',
      checkoutNotes: 'Spare key handed over',
      securityDeposit: 75000,
      legs: [{ vehicle: { id: rental.vehicle.id }, startMileage: 1250, endedAt: null }],
      checkoutInspection: {
        stage: 'checkout',
        signedBy: 'Layla Haddad',
        marks: [{ id: 'mark-1', damageType: 'scratch', photos: [{ id: photoId }], isNew: false }],
      },
      checkinInspection: null,
      inspectionComplete: false,
    });
    expect(r.actualPickupDate).not.toBeNull();
    const signature = await f.t.app.inject({
      method: 'GET',
      url: r.checkoutInspection.signatureUrl,
    });
    expect(signature.headers['content-type']).toBe('image/png');
    const served = await f.t.app.inject({
      method: 'GET',
      url: r.checkoutInspection.marks[0].photos[0].url,
    });
    expect(served.statusCode).toBe(200);
    // the record of the car's condition goes only with its rental
    const fileId = (r.checkoutInspection.marks[0].photos[0].url as string).split(/[/?]/)[4];
    expect((await f.call('DELETE', `/files/${fileId}`, f.admin)).statusCode).toBe(403);

    const vehicle = await f.call('GET', `/vehicles/${rental.vehicle.id}`, f.admin);
    expect(vehicle.json()).toMatchObject({ status: 'rented', mileage: 1250 });
    expect((await f.auditOf(rental.id)).map((a) => a.action)).toContain('checkout');
    const again = await checkout(rental.id, checkoutBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A rental that is active cannot be checked out');
  });

  it('takes the deposit typed, and holds the car from the moment it left', async () => {
    const b = await rentalParties(f);
    const r = await activeRental(f, b, 0, 5 * hour, { securityDeposit: 0 });
    expect(r.securityDeposit).toBe(0);
    // handed over early (now, before the 2030 pickup): nobody may book the car in between
    const res = await f.call('POST', '/reservations', f.admin, {
      body: {
        customerId: b.customerId,
        vehicleId: b.vehicleId,
        pickupBranchId: b.branchId,
        returnBranchId: b.branchId,
        pickupDate: new Date(Date.now() + 24 * hour).toISOString(),
        returnDate: new Date(Date.now() + 25 * hour).toISOString(),
      },
    });
    expect(res.statusCode).toBe(409);
  });

  describe('refuses', () => {
    const refusal = async (
      documents: VehicleDocumentDates,
      prepare: (rental: { id: string; vehicle: { id: string } }) => Promise<void>,
      body = checkoutBody(),
    ) => {
      const rental = await pendingRental(f, await rentalParties(f, documents));
      await prepare(rental);
      return checkout(rental.id, body);
    };
    const status = (vehicleId: string, to: string) =>
      f.call('POST', `/vehicles/${vehicleId}/status`, f.admin, {
        body: { status: to, reason: 'Test' },
      });

    it.each([
      ['in maintenance', 'maintenance', 'Vehicle requires maintenance before rental'],
      ['retired', 'retired', 'Vehicle is not available for rental'],
    ])('a vehicle %s', async (_case, to, message) => {
      const res = await refusal({}, async (r) => {
        expect((await status(r.vehicle.id, to)).statusCode).toBe(200);
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    });

    it('a vehicle rented by another rental', async () => {
      const b = await rentalParties(f);
      const later = await pendingRental(f, b, 200 * hour, 210 * hour);
      await activeRental(f, b, 0, 5 * hour);
      const res = await checkout(later.id, checkoutBody(), 'ar');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('المركبة مؤجرة بالفعل');
    });

    it.each([
      [
        'no registration',
        { registration: null },
        'The vehicle has no registration document on file',
      ],
      ['no insurance', { insurance: null }, 'The vehicle has no insurance document on file'],
      [
        'an expired registration',
        { registration: '2020-01-31' },
        "The vehicle's registration expired on 2020-01-31",
      ],
      [
        'insurance ending before the return',
        { insurance: '2029-12-31' },
        "The vehicle's insurance ends on 2029-12-31, before the return date",
      ],
    ] as const)('a vehicle with %s, naming the document', async (_case, documents, message) => {
      const res = await refusal(documents, async () => undefined);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    });

    it('a start mileage below the odometer, on that field, naming the reading', async () => {
      const res = await refusal({}, async () => undefined, checkoutBody({ startMileage: 1199 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        path: 'body.startMileage',
        message: "Mileage cannot be below the car's odometer reading of 1200 km",
      });
      const rental = await pendingRental(f);
      const arabic = await checkout(rental.id, checkoutBody({ startMileage: 1199 }), 'ar');
      expect(arabic.json().details).toContainEqual({
        path: 'body.startMileage',
        message: 'لا يمكن أن تقل قراءة العداد عن قراءة عداد السيارة البالغة 1200 كم',
      });
    });

    it.each([-1, 100.5, 120])('a fuel level of %s', async (fuelLevel) => {
      const rental = await pendingRental(f);
      const res = await checkout(rental.id, checkoutBody({ fuelLevel }), 'ar');
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        path: 'body.fuelLevel',
        message: 'يجب أن يكون مستوى الوقود بين 0 و100',
      });
    });

    it('a missing or unreadable signature', async () => {
      const rental = await pendingRental(f);
      const unsigned = await checkout(rental.id, checkoutBody({ inspection: { marks: [] } }));
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json().details).toContainEqual({
        path: 'body.inspection.signature',
        message: 'The customer must sign before the car is handed over',
      });
      const notPng = await checkout(
        rental.id,
        checkoutBody({
          inspection: { marks: [], signature: 'data:image/png;base64,aGVsbG8gd29ybGQ=' },
        }),
      );
      expect(notPng.statusCode).toBe(400);
      expect(notPng.json().details[0].path).toBe('body.inspection.signature');
      expect((await f.call('GET', `/rentals/${rental.id}`, f.admin)).json().status).toBe('pending');
    });

    it('a photo that is not this rental’s', async () => {
      const other = await pendingRental(f);
      const foreign = (await uploadPhoto(f, other.id, photo)).json().id as string;
      const rental = await pendingRental(f);
      const res = await checkout(
        rental.id,
        checkoutBody({
          inspection: {
            marks: [mark({ photoIds: [foreign] })],
            signature: checkoutBody().inspection.signature,
          },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        path: 'body.inspection.marks.0.photoIds.0',
        message: 'This photo was not uploaded for this rental',
      });
    });

    it('a pickup time in the future', async () => {
      const rental = await pendingRental(f);
      const res = await checkout(
        rental.id,
        checkoutBody({ actualPickupDate: new Date(Date.now() + hour).toISOString() }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe('body.actualPickupDate');
    });

    it('a customer not yet verified while the company requires it (the default)', async () => {
      const pendingCustomer = await createCustomer(f, { status: 'pending' });
      const b = await rentalParties(f);
      const rental = await pendingRental(f, { ...b, customerId: pendingCustomer.id });
      const res = await checkout(rental.id, checkoutBody());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'The customer must be verified before the car is handed over',
      );

      await settings({ rentalPolicy: { requireVerifiedBeforeCheckout: false } });
      try {
        expect((await checkout(rental.id, checkoutBody())).statusCode).toBe(200);
      } finally {
        await settings({ rentalPolicy: { requireVerifiedBeforeCheckout: true } });
      }
    });
  });
});

describe('POST /rentals/{id}/inspection-photos', () => {
  it('takes JPEG, PNG or WebP from staff who check cars out or in', async () => {
    const rental = await pendingRental(f);
    expect((await uploadPhoto(f, rental.id, pngBytes)).statusCode).toBe(201);
    const text = await uploadPhoto(f, rental.id, Buffer.from('not an image'));
    expect(text.statusCode).toBe(400);
    expect((await uploadPhoto(f, rental.id, photo, f.viewer)).statusCode).toBe(403);
  });

  it('answers 404 for another company’s rental and 409 once it is over', async () => {
    const rental = await pendingRental(f);
    expect((await uploadPhoto(f, rental.id, photo, f.acmeAdmin)).statusCode).toBe(404);
    await f.call('POST', `/rentals/${rental.id}/cancel`, f.admin, { body: { reason: 'Gone' } });
    expect((await uploadPhoto(f, rental.id, photo)).statusCode).toBe(409);
  });

  it('does not let a booking of the car slip in after a cancelled rental', async () => {
    const b = await rentalParties(f);
    const rental = await pendingRental(f, b, 400 * hour, 401 * hour);
    await f.call('POST', `/rentals/${rental.id}/cancel`, f.admin, { body: { reason: 'x' } });
    await book(f, b, 400 * hour, 401 * hour);
  });
});

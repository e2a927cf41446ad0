import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRental, rentalParties } from '../rentals/test-support.ts';
import { type Booking, book, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { completedPayment, paymentBody } from './test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
});
afterAll(async () => f.t.close());

const post = (url: string, body: object) => f.call('POST', url, f.admin, { body });

async function reservationOf(id: string): Promise<ReservationView> {
  const res = await f.call('GET', `/reservations/${id}`, f.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReservationView;
}

async function paymentsOf(customerId: string): Promise<number> {
  const res = await f.call('GET', `/payments?filter[customerId][equals]=${customerId}`, f.admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as unknown[]).length;
}

describe("a payment's links", () => {
  let mine: Booking;
  let reservationId: string;
  let rentalId: string;
  let strangers: { reservationId: string; rentalId: string };

  beforeAll(async () => {
    mine = await rentalParties(f);
    ({ id: rentalId, reservationId } = await pendingRental(f, mine));
    const theirs = await pendingRental(f, await rentalParties(f));
    strangers = { reservationId: theirs.reservationId, rentalId: theirs.id };
  }, 60_000);

  it("refuses another customer's reservation, in English and Arabic, storing nothing", async () => {
    const body = paymentBody(mine.customerId, { reservationId: strangers.reservationId });
    const en = await post('/payments', body);
    expect(en.statusCode, en.body).toBe(400);
    expect(en.json().details).toEqual([
      { path: 'body.reservationId', message: "This reservation is not the payment's customer's" },
    ]);
    const ar = await f.call('POST', '/payments', f.admin, { body, language: 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().details[0].message).toBe('هذا الحجز لا يخص عميل الدفعة');
    expect(await paymentsOf(mine.customerId)).toBe(0);
  });

  it("refuses another customer's rental and a rental of another reservation", async () => {
    const theirs = await post(
      '/payments',
      paymentBody(mine.customerId, { rentalId: strangers.rentalId }),
    );
    expect(theirs.statusCode, theirs.body).toBe(400);
    expect(theirs.json().details[0]).toEqual({
      path: 'body.rentalId',
      message: "This rental is not the payment's customer's",
    });
    const second = (await book(f, mine, 96 * hour, 120 * hour)).id;
    const mixed = await post(
      '/payments',
      paymentBody(mine.customerId, { reservationId: second, rentalId }),
    );
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().details[0]).toEqual({
      path: 'body.rentalId',
      message: 'This rental is not the rental of the chosen reservation',
    });
    const unknown = await post(
      '/payments',
      paymentBody(mine.customerId, { reservationId: '00000000-0000-4000-8000-000000000001' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('body.reservationId');
    expect(await paymentsOf(mine.customerId)).toBe(0);
  });

  it('takes a payment linked to the customer’s reservation and its rental', async () => {
    const res = await post('/payments', paymentBody(mine.customerId, { reservationId, rentalId }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('figures derived from payments', () => {
  let booking: Booking;
  let reservation: ReservationView;
  let rentalId: string;

  beforeAll(async () => {
    booking = await rentalParties(f);
    const rental = await pendingRental(f, booking);
    rentalId = rental.id;
    reservation = await reservationOf(rental.reservationId);
  }, 60_000);

  const refund = async (paymentId: string, amount: number) => {
    const res = await post(`/payments/${paymentId}/refund`, { amount, reason: 'Returned early' });
    expect(res.statusCode, res.body).toBe(200);
  };
  const customer = async () =>
    (await f.call('GET', `/customers/${booking.customerId}`, f.admin)).json();
  const listed = async (paymentStatus: string) => {
    const query = new URLSearchParams({
      'filter[paymentStatus][equals]': paymentStatus,
      'filter[customerId][equals]': booking.customerId,
    });
    const res = await f.call('GET', `/reservations?${query}`, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as ReservationView[]).map((r) => r.id);
  };

  it('moves a reservation pending → partial → paid → partial → refunded, deposits aside', async () => {
    const total = reservation.totalAmount;
    const part = Math.floor(total / 2);
    expect(reservation).toMatchObject({ paymentStatus: 'pending', paidAmount: 0 });
    expect(reservation.remainingAmount).toBe(total);

    // a pending payment and a held deposit are no money towards the price
    await post('/payments', paymentBody(booking.customerId, { reservationId: reservation.id }));
    await completedPayment(f, {
      customerId: booking.customerId,
      rentalId,
      type: 'security_deposit',
      amount: 100_000,
    });
    expect(await reservationOf(reservation.id)).toMatchObject({ paymentStatus: 'pending' });

    const first = await completedPayment(f, {
      customerId: booking.customerId,
      reservationId: reservation.id,
      amount: part,
    });
    expect(await reservationOf(reservation.id)).toMatchObject({
      paymentStatus: 'partial',
      paidAmount: part,
      remainingAmount: total - part,
    });

    // paid to the rental, it counts towards the reservation the rental took over
    const second = await completedPayment(f, {
      customerId: booking.customerId,
      rentalId,
      type: 'additional_charges',
      amount: total - part,
    });
    expect(await reservationOf(reservation.id)).toMatchObject({
      paymentStatus: 'paid',
      paidAmount: total,
      remainingAmount: 0,
    });
    expect(await listed('paid')).toEqual([reservation.id]);
    expect(await listed('partial')).toEqual([]);
    // the rental shows the same money against its cost
    const rental = (await f.call('GET', `/rentals/${rentalId}`, f.admin)).json();
    expect(rental).toMatchObject({ paidAmount: total, remainingAmount: rental.totalCost - total });
    expect(await customer()).toMatchObject({
      totalSpent: total,
      loyaltyPoints: Math.floor(total / 100),
    });

    await refund(second.id, total - part);
    expect(await reservationOf(reservation.id)).toMatchObject({
      paymentStatus: 'partial',
      paidAmount: part,
      remainingAmount: total - part,
    });
    expect(await listed('partial')).toEqual([reservation.id]);

    await refund(first.id, part);
    expect(await reservationOf(reservation.id)).toMatchObject({
      paymentStatus: 'refunded',
      paidAmount: 0,
      remainingAmount: total,
    });
    expect(await listed('refunded')).toEqual([reservation.id]);
    expect(await listed('paid')).toEqual([]);
    expect(await customer()).toMatchObject({ totalSpent: 0, loyaltyPoints: 0 });
  });
});

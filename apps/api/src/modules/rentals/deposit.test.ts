import type { PaymentView } from '@motorpool/domain/schemas/payment';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, payments } from '../../db/schema/index.ts';
import { card, completedPayment } from '../payments/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { returnBody } from './return-test-support.ts';
import { checkoutBody, pendingRental } from './test-support.ts';

// The security deposit taken at checkout as a `security_deposit` payment, captured
// against the return charges at check-in and the rest released.
let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
});
afterAll(async () => f.t.close());

const deposit = 50_000;

async function checkedOut(method: string, amount = deposit): Promise<RentalView> {
  const rental = await pendingRental(f);
  const res = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
    body: checkoutBody({
      securityDeposit: amount,
      deposit: { method, transactionId: method === 'cash' ? 'DESK-17' : undefined },
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RentalView;
}

async function checkin(rental: RentalView, manual = 0): Promise<RentalView> {
  const manualCharges = manual > 0 ? [{ description: 'Cleaning', amount: manual }] : [];
  const res = await f.call('POST', `/rentals/${rental.id}/checkin`, f.staff, {
    body: returnBody({ endMileage: 1300, manualCharges }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RentalView;
}

const get = async <T>(url: string): Promise<T> => {
  const res = await f.call('GET', url, f.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const depositPayment = (rental: RentalView) => {
  const [first] = rental.deposit.payments;
  if (!first) throw new Error('no deposit payment');
  return get<PaymentView>(`/payments/${first.id}`);
};
const eventsOf = async (paymentId: string) => {
  const rows = await f.t.database.withTenant(f.demo, (tx) =>
    tx
      .select({ name: sql<string>`${outbox.payload}->>'name'` })
      .from(outbox)
      .where(
        and(eq(outbox.kind, 'event'), sql`${outbox.payload}->'subject'->>'id' = ${paymentId}`),
      ),
  );
  return rows.map((r) => r.name).sort();
};
const payPrice = (rental: RentalView) =>
  completedPayment(f, {
    customerId: rental.customer.id,
    reservationId: rental.reservationId,
    amount: rental.totalAmount,
  });

describe('the deposit at checkout', () => {
  it('takes cash at once: completed, held, not paid towards the price', async () => {
    const rental = await checkedOut('cash');
    expect(rental.deposit).toMatchObject({
      required: deposit,
      held: deposit,
      captured: 0,
      released: 0,
      payments: [
        {
          status: 'completed',
          paymentMethod: 'cash',
          amount: deposit,
          capturedAmount: 0,
          refundedAmount: 0,
        },
      ],
    });
    expect(rental.paidAmount).toBe(0);
    const payment = await depositPayment(rental);
    expect(payment).toMatchObject({
      type: 'security_deposit',
      status: 'completed',
      currency: 'SAR',
      customerId: rental.customer.id,
      reservationId: rental.reservationId,
      rentalId: rental.id,
      transactionId: 'DESK-17',
      description: rental.rentalNumber,
    });
    expect(payment.paymentNumber).toMatch(/^PAY-\d{6}$/);
    expect(payment.processedAt).not.toBeNull();
  });

  it('leaves a card pending, then holds it once processed through /process', async () => {
    const rental = await checkedOut('credit_card');
    expect(rental.deposit).toMatchObject({ required: deposit, held: 0 });
    expect(rental.deposit.payments[0]).toMatchObject({ status: 'pending' });
    const paymentId = rental.deposit.payments[0]?.id;
    const res = await f.call('POST', `/payments/${paymentId}/process`, f.admin, {
      body: { card: card('4242424242424242') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', cardDetails: { last4: '4242' } });
    const now = await get<RentalView>(`/rentals/${rental.id}`);
    expect(now.deposit).toMatchObject({ held: deposit, captured: 0, released: 0 });
  });

  it('takes none without the deposit input, nor for a deposit of 0', async () => {
    const rental = await pendingRental(f);
    const res = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
      body: checkoutBody({ securityDeposit: deposit }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deposit).toEqual({
      required: deposit,
      held: 0,
      captured: 0,
      released: 0,
      payments: [],
    });
    const none = await checkedOut('cash', 0);
    expect(none.deposit).toMatchObject({ required: 0, payments: [] });
  });
});

describe('the deposit at check-in', () => {
  it('captures charges below it and releases the rest; paid figures count the capture', async () => {
    const rental = await checkedOut('cash');
    await payPrice(rental);
    const back = await checkin(rental, 10_000);
    const charges = back.additionalCharges;
    expect(charges).toBeGreaterThanOrEqual(10_000);
    expect(charges).toBeLessThan(deposit);
    expect(back.deposit).toMatchObject({
      required: deposit,
      held: 0,
      captured: charges,
      released: deposit - charges,
    });
    expect(back).toMatchObject({
      totalCost: rental.totalAmount + charges,
      paidAmount: rental.totalAmount + charges,
      remainingAmount: 0,
    });
    const payment = await depositPayment(back);
    expect(payment).toMatchObject({
      status: 'completed',
      capturedAmount: charges,
      refundedAmount: deposit - charges,
    });
    expect(payment.refunds).toMatchObject([
      { amount: deposit - charges, reason: rental.rentalNumber },
    ]);
    const activity = await get<{ data: { action: string }[] }>(`/payments/${payment.id}/activity`);
    expect(activity.data.map((a) => a.action).sort()).toEqual(['capture', 'create', 'refund']);
    expect(await eventsOf(payment.id)).toEqual(['payment.completed', 'payment.refunded']);
    const reservation = await get<{ paidAmount: number }>(`/reservations/${rental.reservationId}`);
    expect(reservation.paidAmount).toBe(rental.totalAmount + charges);

    // what was kept is no longer refundable: nothing is left on the payment
    const refund = await f.call('POST', `/payments/${payment.id}/refund`, f.admin, {
      body: { amount: charges, reason: 'Asked back' },
    });
    expect(refund.statusCode, refund.body).toBe(409);
    expect(refund.json().message).toContain('0.00');
  });

  it('captures all of it for charges above it; the rest is still owed', async () => {
    const rental = await checkedOut('cash', 5_000);
    const back = await checkin(rental, 20_000);
    const charges = back.additionalCharges;
    expect(back.deposit).toMatchObject({ held: 0, captured: 5_000, released: 0 });
    expect(back).toMatchObject({
      paidAmount: 5_000,
      remainingAmount: rental.totalAmount + charges - 5_000,
    });
    expect(await depositPayment(back)).toMatchObject({
      status: 'completed',
      capturedAmount: 5_000,
      refundedAmount: 0,
      refunds: [],
    });
  });

  it('releases all of it without charges: the payment is refunded', async () => {
    const rental = await checkedOut('credit_card');
    const paymentId = rental.deposit.payments[0]?.id;
    const processed = await f.call('POST', `/payments/${paymentId}/process`, f.admin, {
      body: { card: card() },
    });
    expect(processed.statusCode, processed.body).toBe(200);
    const back = await checkin(rental);
    expect(back.additionalCharges).toBe(0);
    expect(back.deposit).toMatchObject({ held: 0, captured: 0, released: deposit });
    expect(back.paidAmount).toBe(0);
    const payment = await depositPayment(back);
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: deposit });
    // a card deposit goes back through the processor
    expect(payment.refunds[0]?.gatewayRefundId).toMatch(/^sbx_re_/);
  });

  it('cancels a card deposit never processed', async () => {
    const rental = await checkedOut('debit_card');
    const back = await checkin(rental, 10_000);
    expect(back.deposit).toMatchObject({ held: 0, captured: 0, released: 0 });
    expect(back.deposit.payments).toMatchObject([{ status: 'cancelled' }]);
    expect(back.remainingAmount).toBe(rental.totalAmount + back.additionalCharges);
  });
});

describe('the deposit and the other readers', () => {
  it('refunds a partly captured deposit only up to amount - captured - refunded', async () => {
    const rental = await checkedOut('cash');
    const paymentId = rental.deposit.payments[0]?.id ?? '';
    // kept against charges as check-in would, with the rest not yet released
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(payments).set({ capturedAmount: 20_000 }).where(eq(payments.id, paymentId)),
    );
    const refund = (amount: number, language?: 'ar') =>
      f.call('POST', `/payments/${paymentId}/refund`, f.admin, {
        body: { amount, reason: 'Deposit back' },
        ...(language ? { language } : {}),
      });
    const over = await refund(30_001);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toContain('300.00');
    const ar = await refund(30_001, 'ar');
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toContain('لا يمكن أن يتجاوز مبلغ الاسترداد');
    const part = await refund(10_000);
    expect(part.statusCode, part.body).toBe(200);
    expect((await refund(20_001)).statusCode).toBe(409);
    const rest = await refund(20_000);
    expect(rest.statusCode, rest.body).toBe(200);
    // the captured part stays: it is not all refunded
    expect(rest.json()).toMatchObject({
      status: 'completed',
      capturedAmount: 20_000,
      refundedAmount: 30_000,
    });
  });

  it("counts only captured deposit money in the customer's totalSpent", async () => {
    const rental = await checkedOut('cash');
    const customer = () => get<{ totalSpent: number }>(`/customers/${rental.customer.id}`);
    expect((await customer()).totalSpent).toBe(0);
    const back = await checkin(rental, 10_000);
    expect((await customer()).totalSpent).toBe(back.additionalCharges);
  });

  it('documents the deposit in the checkout body', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const checkout = res.json().paths['/api/v1/rentals/{id}/checkout'].post;
    const body = checkout.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('"deposit"');
  });
});

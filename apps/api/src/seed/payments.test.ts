import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  paymentCounters,
  paymentRefunds,
  payments,
  rentals,
  reservations,
} from '../db/schema/index.ts';
import { createFleet, type Fleet } from '../modules/vehicles/test-support.ts';
import { seedDemo } from './demo.ts';
import {
  type PaymentPlanRental,
  type PaymentPlanReservation,
  planPayments,
} from './payments-plan.ts';

let f: Fleet;
let rows: (typeof payments.$inferSelect)[];
let booked: (typeof reservations.$inferSelect)[];
let rented: (typeof rentals.$inferSelect)[];
beforeAll(async () => {
  f = await createFleet();
  [rows, booked, rented] = await f.t.database.withTenant(f.demo, async (tx) => [
    await tx.select().from(payments),
    await tx.select().from(reservations),
    await tx.select().from(rentals),
  ]);
}, 120_000);
afterAll(async () => f.t.close());

type Row = (typeof rows)[number];
// The rule of the figures: a failed or pending payment counts for nothing, a deposit only for
// what was captured of it against the return charges.
const counts = (p: Row) => p.status === 'completed' || p.status === 'refunded';
const towardsPrice = (p: Row) =>
  p.type === 'security_deposit' ? p.capturedAmount : p.amount - p.refundedAmount;
const net = (list: Row[]) => list.filter(counts).reduce((sum, p) => sum + towardsPrice(p), 0);
const of = (reservationId: string) => rows.filter((p) => p.reservationId === reservationId);

const get = async (url: string) => {
  const res = await f.call('GET', url, f.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('payment seed', () => {
  it('numbers the payments densely in the order they were taken, in the company currency', async () => {
    expect(rows.length).toBeGreaterThan(1_500);
    const ordered = [...rows].sort((a, b) => a.paymentNumber.localeCompare(b.paymentNumber));
    expect(ordered.map((p) => p.paymentNumber)).toEqual(
      ordered.map((_, i) => `PAY-${String(i + 1).padStart(6, '0')}`),
    );
    for (let i = 1; i < ordered.length; i += 1) {
      expect(ordered[i]!.createdAt >= ordered[i - 1]!.createdAt).toBe(true);
    }
    const [counter] = await f.t.database.withTenant(f.demo, (tx) =>
      tx.select().from(paymentCounters).where(eq(paymentCounters.tenantId, f.demo)),
    );
    expect(counter?.lastNumber).toBe(rows.length);
    const now = Date.now();
    for (const p of rows) {
      expect(p.currency).toBe('SAR');
      if (p.processedAt) {
        expect(p.processedAt >= p.createdAt && p.processedAt.getTime() <= now).toBe(true);
      } else expect(p.status).toBe('pending');
    }
    // the next payment taken through the API follows on
    const next = await f.call('POST', '/payments', f.admin, {
      body: {
        customerId: rows[0]!.customerId,
        amount: 1_000,
        paymentMethod: 'cash',
        type: 'reservation',
      },
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().paymentNumber).toBe(`PAY-${String(rows.length + 1).padStart(6, '0')}`);
  });

  it('shows every mix: cards, cash, transfers, failed, pending, refunded and partly refunded', () => {
    const tally = (key: (p: Row) => string) =>
      rows.reduce<Record<string, number>>(
        (acc, p) => ({ ...acc, [key(p)]: (acc[key(p)] ?? 0) + 1 }),
        {},
      );
    const methods = tally((p) => p.paymentMethod);
    for (const m of ['credit_card', 'debit_card', 'cash', 'bank_transfer']) {
      expect(methods[m], m).toBeGreaterThan(5);
    }
    const statuses = tally((p) => p.status);
    expect(statuses.failed).toBeGreaterThanOrEqual(1);
    expect(statuses.pending).toBeGreaterThanOrEqual(1);
    expect(statuses.refunded).toBeGreaterThanOrEqual(5);
    const partly = rows.filter((p) => p.status === 'completed' && p.refundedAmount > 0);
    expect(partly.length).toBeGreaterThanOrEqual(3);
    for (const p of rows.filter((x) => x.cardLast4)) {
      expect(p.cardBrand).toMatch(/^(visa|mastercard|amex)$/);
      expect(p.cardLast4).toMatch(/^\d{4}$/);
      expect(p.gatewayTransactionId).toMatch(/^sbx_ch_/);
      expect(p.cardToken).toMatch(/^sbx_tok_/);
    }
    // deposits held, captured against return charges and released; charges above a deposit paid
    const deposits = rows.filter((p) => p.type === 'security_deposit');
    expect(deposits.length).toBeGreaterThan(500);
    expect(deposits.filter((p) => p.capturedAmount > 0).length).toBeGreaterThan(50);
    expect(deposits.filter((p) => p.refundedAmount > 0).length).toBeGreaterThan(50);
  });

  it('pays completed rentals in full, return charges included', async () => {
    const completed = rented.filter((r) => r.status === 'completed');
    // a deposit's release is no refund of the price
    const settled = completed.filter((r) =>
      of(r.reservationId).every((p) => p.type === 'security_deposit' || p.refundedAmount === 0),
    );
    expect(settled.length / completed.length).toBeGreaterThan(0.9);
    for (const r of settled) {
      expect(net(of(r.reservationId)), r.rentalNumber).toBe(r.totalAmount + r.additionalCharges);
    }
    const charged = settled.find((r) => r.additionalCharges > 0)!;
    const view = await get(`/rentals/${charged.id}`);
    expect(view).toMatchObject({
      totalCost: charged.totalAmount + charged.additionalCharges,
      paidAmount: charged.totalAmount + charged.additionalCharges,
      remainingAmount: 0,
    });
    const reservation = await get(`/reservations/${charged.reservationId}`);
    expect(reservation.paymentStatus).toBe('paid');
    // running rentals have their price paid
    for (const r of rented.filter((x) => x.status === 'active')) {
      expect(net(of(r.reservationId))).toBe(r.totalAmount);
    }
  });

  it('shows a partly paid booking as partial, its paid amount the sum of its payments', async () => {
    const partial = booked.find(
      (b) =>
        b.status === 'confirmed' &&
        net(of(b.id)) > 0 &&
        net(of(b.id)) < b.totalAmount &&
        !rented.some((r) => r.reservationId === b.id && r.status === 'active'),
    )!;
    const view = await get(`/reservations/${partial.id}`);
    expect(view).toMatchObject({
      paymentStatus: 'partial',
      paidAmount: net(of(partial.id)),
      remainingAmount: partial.totalAmount - net(of(partial.id)),
    });
    const unpaid = booked.find((b) => b.status === 'confirmed' && of(b.id).length === 0)!;
    expect((await get(`/reservations/${unpaid.id}`)).paymentStatus).toBe('pending');
  });

  it('refunds cancelled bookings in full, with the reason, and audits each step', async () => {
    const cancelled = booked.filter((b) => b.status === 'cancelled' && of(b.id).length > 0);
    expect(cancelled.length).toBeGreaterThanOrEqual(10);
    for (const b of cancelled) {
      for (const p of of(b.id))
        expect([p.status, p.refundedAmount]).toEqual(['refunded', p.amount]);
    }
    const card = cancelled.flatMap((b) => of(b.id)).find((p) => p.cardLast4)!;
    const reservation = await get(`/reservations/${card.reservationId}`);
    expect(reservation).toMatchObject({ paymentStatus: 'refunded', paidAmount: 0 });
    const payment = await get(`/payments/${card.id}`);
    expect(payment.refunds).toHaveLength(1);
    expect(payment.refunds[0]).toMatchObject({ amount: card.amount });
    expect(payment.refunds[0].reason).toMatch(/^Reservation cancelled: /);
    expect(payment.refunds[0].gatewayRefundId).toMatch(/^sbx_re_/);
    const activity = await get(`/payments/${card.id}/activity`);
    const steps = (activity.data as { action: string; createdAt: string }[]).reverse();
    expect(steps.map((s) => s.action)).toEqual(['create', 'process', 'charge', 'refund']);
    expect(steps[0]!.createdAt).toBe(card.createdAt.toISOString());
    expect(new Date(steps[3]!.createdAt) > new Date(steps[2]!.createdAt)).toBe(true);
  });

  it('keeps a declined card that counts for nothing', async () => {
    const failed = rows.filter((p) => p.status === 'failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    for (const p of failed) {
      expect(p.gatewayResponse).toMatchObject({ status: 'declined' });
      expect(p.processedAt).not.toBeNull();
    }
    const declined = failed[0]!;
    const view = await get(`/reservations/${declined.reservationId}`);
    const taken = of(declined.reservationId!).filter((p) => p.status === 'completed');
    expect(taken.length).toBeGreaterThan(0);
    expect(view.paidAmount).toBe(net(of(declined.reservationId!)));
    expect(view.paidAmount).toBe(taken.reduce((sum, p) => sum + p.amount - p.refundedAmount, 0));
  });

  it('settles the deposits of returned rentals: captured and released add up to the deposit', () => {
    const deposits = rows.filter((p) => p.type === 'security_deposit');
    const rental = new Map(rented.map((r) => [r.id, r]));
    for (const d of deposits) {
      const r = rental.get(d.rentalId!)!;
      expect(d.amount).toBe(r.securityDeposit);
      if (r.status === 'completed') {
        expect(d.capturedAmount + d.refundedAmount).toBe(d.amount);
        expect(d.capturedAmount).toBe(Math.min(d.amount, r.additionalCharges));
      } else expect([d.status, d.capturedAmount, d.refundedAmount]).toEqual(['completed', 0, 0]);
    }
    const held = rented.filter((r) => r.actualPickupDate && r.securityDeposit > 0);
    expect(deposits.length).toBe(held.length);
  });

  it("gives each customer a total spent that follows the figures' rule", async () => {
    const customers = [...new Set(rows.map((p) => p.customerId))];
    const refunded = new Set(rows.filter((p) => p.refundedAmount > 0).map((p) => p.customerId));
    const sample = [...refunded].slice(0, 8).concat(customers.slice(0, 12));
    for (const id of sample) {
      const spent = net(rows.filter((p) => p.customerId === id));
      expect((await get(`/customers/${id}`)).totalSpent, id).toBe(spent);
    }
  });

  it('changes nothing when run again', async () => {
    const tallies = () =>
      f.t.database.withTenant(f.demo, async (tx) => [
        (await tx.select({ n: count() }).from(payments))[0]!.n,
        (await tx.select({ n: count() }).from(paymentRefunds))[0]!.n,
        (
          await tx.select({ n: count() }).from(auditLogs).where(eq(auditLogs.entityType, 'payment'))
        )[0]!.n,
      ]);
    const before = await tallies();
    await seedDemo(f.t.database);
    expect(await tallies()).toEqual(before);
  });
});

describe('payment plan: security deposits', () => {
  const day = 86_400_000;
  const now = new Date('2026-06-15T12:00:00Z');
  const booking = (id: string): PaymentPlanReservation => ({
    id,
    status: 'completed',
    source: 'back_office',
    customerId: 'c1',
    currency: 'SAR',
    totalAmount: 100_000,
    pickupDate: new Date(now.getTime() - 10 * day),
    createdAt: new Date(now.getTime() - 20 * day),
    confirmedAt: new Date(now.getTime() - 19 * day),
    cancelledAt: null,
    cancellationReason: null,
  });
  const rental = (id: string, charges: number, status: 'completed' | 'active' = 'completed') =>
    ({
      id: `rental-${id}`,
      rentalNumber: `RNT-${id}`,
      reservationId: id,
      status,
      additionalCharges: charges,
      securityDeposit: 50_000,
      actualPickupDate: new Date(now.getTime() - 10 * day),
      actualReturnDate: status === 'completed' ? new Date(now.getTime() - 3 * day) : null,
    }) satisfies PaymentPlanRental;
  const plan = planPayments({
    reservations: ['none', 'some', 'more', 'out'].map(booking),
    rentals: [
      rental('none', 0),
      rental('some', 12_000),
      rental('more', 80_000),
      rental('out', 0, 'active'),
    ],
    corporate: new Set(),
    staff: ['s1'],
    now,
    seed: 7,
  });
  const depositOf = (id: string) =>
    plan.find((p) => p.reservationId === id && p.type === 'security_deposit')!;
  const chargesOf = (id: string) =>
    plan.filter((p) => p.reservationId === id && p.type === 'additional_charges');

  it('releases an untouched deposit in full at return', () => {
    const d = depositOf('none');
    expect(d).toMatchObject({ status: 'refunded', capturedAmount: 0, refundedAmount: 50_000 });
    // named by the rental, as the checkout names it
    expect([d.description, d.refunds[0]!.reason]).toEqual(['RNT-none', 'RNT-none']);
    expect(d.refunds[0]!.at.getTime()).toBeGreaterThan(now.getTime() - 3 * day);
    expect(chargesOf('none')).toEqual([]);
  });

  it('captures the charges from the deposit and releases the rest', () => {
    expect(depositOf('some')).toMatchObject({
      status: 'completed',
      capturedAmount: 12_000,
      refundedAmount: 38_000,
    });
    expect(chargesOf('some')).toEqual([]);
  });

  it('captures the whole deposit and takes what is left by a payment of its own', () => {
    expect(depositOf('more')).toMatchObject({
      status: 'completed',
      capturedAmount: 50_000,
      refundedAmount: 0,
      refunds: [],
    });
    expect(chargesOf('more').map((p) => p.amount)).toEqual([30_000]);
  });

  it('holds the deposit of a running rental, taken at checkout', () => {
    expect(depositOf('out')).toMatchObject({
      status: 'completed',
      capturedAmount: 0,
      refundedAmount: 0,
    });
    expect(depositOf('out').processedAt!.getTime()).toBeLessThanOrEqual(now.getTime() - 10 * day);
  });
});

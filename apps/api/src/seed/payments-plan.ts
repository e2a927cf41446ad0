// Plans a demo company's payments from its seeded bookings and rentals, so that every figure
// derived from them adds up: completed rentals paid in full (return charges from the captured
// deposit first, the rest by a payment of their own), running ones paid with the deposit held,
// upcoming bookings paid, partly paid or not yet, cancelled ones refunded, the odd declined card,
// goodwill refund and bank transfer still on its way. Pure: the same inputs give the same plan.
import { isCardMethod } from '@motorpool/domain/schemas/payment';
import type { PaymentMethod, PaymentStatus, PaymentType } from '@motorpool/domain/value-lists';
import { pick, type Random, seededRandom } from './customer-identities.ts';
import type {
  PaymentPlanInput,
  PaymentPlanRental,
  PaymentPlanReservation,
  PlannedPayment,
} from './payments-plan-types.ts';
import {
  cardOf,
  declineCodes,
  descriptions,
  goodwillReasons,
  noShowNote,
  referenceOf,
  refundByCard,
} from './payments-texts.ts';

const secondMs = 1_000;
const minuteMs = 60 * secondMs;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

export type * from './payments-plan-types.ts';

type Context = { random: Random; input: PaymentPlanInput; now: number; declined: number };

type Take = {
  r: PaymentPlanReservation;
  rentalId: string | null;
  amount: number;
  type: PaymentType;
  method: PaymentMethod;
  at: Date;
  description: string;
  /** taken by staff at the desk, not by the customer online */
  desk: boolean;
  /** the latest it can have been settled (a pickup, a cancellation) */
  latest?: Date;
  declined?: boolean;
  /** a transfer announced but not arrived */
  pending?: boolean;
  notes?: string;
};

const later = (d: Date | number, ms: number) => new Date(+d + ms);
const staffOf = (ctx: Context) =>
  ctx.input.staff.length > 0 ? pick(ctx.random, ctx.input.staff) : null;

function settleAfter(random: Random, method: PaymentMethod): number {
  if (method === 'bank_transfer') return (2 + random() * 40) * hourMs;
  if (isCardMethod(method)) return (20 + random() * 70) * secondMs;
  return (1 + random() * 3) * minuteMs;
}

function take(ctx: Context, t: Take): PlannedPayment {
  const { random } = ctx;
  const card = isCardMethod(t.method);
  const staff = t.desk ? staffOf(ctx) : null;
  const settled = Math.max(
    +t.at,
    Math.min(+t.at + settleAfter(random, t.method), +(t.latest ?? Infinity), ctx.now),
  );
  const pending = t.pending === true || (t.method === 'bank_transfer' && settled >= ctx.now);
  const status: PaymentStatus = pending ? 'pending' : t.declined ? 'failed' : 'completed';
  const processedAt = pending ? null : new Date(settled);
  const gatewayColumns = card
    ? cardOf(random, !t.declined, pick(random, declineCodes))
    : {
        gateway: null,
        gatewayTransactionId: null,
        gatewayResponse: null,
        cardToken: null,
        cardBrand: null,
        cardLast4: null,
      };
  return {
    customerId: t.r.customerId,
    reservationId: t.r.id,
    rentalId: t.rentalId,
    amount: t.amount,
    currency: t.r.currency,
    paymentMethod: t.method,
    type: t.type,
    status,
    description: t.description,
    notes: t.notes ?? null,
    transactionId: pending ? null : referenceOf(random, t.method, t.at),
    ...gatewayColumns,
    processedAt,
    processedBy: pending ? null : staff,
    createdBy: staff,
    createdAt: t.at,
    updatedAt: processedAt ?? t.at,
    refundedAmount: 0,
    capturedAmount: 0,
    refundReason: null,
    refunds: [],
    captured: null,
  };
}

// Card refunds go back through the processor; cash and transfers are paid back by the desk.
function refund(ctx: Context, p: PlannedPayment, amount: number, reason: string, at: Date) {
  const card = isCardMethod(p.paymentMethod);
  p.refunds.push({
    amount,
    reason,
    at,
    ...(card ? refundByCard(ctx.random) : { gatewayRefundId: null, gatewayResponse: null }),
    createdBy: staffOf(ctx),
  });
  p.refundedAmount += amount;
  p.refundReason = reason;
  if (p.refundedAmount === p.amount) p.status = 'refunded';
  p.updatedAt = at;
}

function methodFor(ctx: Context, r: PaymentPlanReservation, stage: 'booking' | 'desk') {
  const x = ctx.random();
  if (stage === 'booking' && r.source === 'customer_area') {
    return x < 0.75 ? 'credit_card' : 'debit_card';
  }
  const transfer = ctx.input.corporate.has(r.customerId) ? 0.4 : 0.1;
  if (x < transfer) return 'bank_transfer';
  const rest = (x - transfer) / (1 - transfer);
  return rest < 0.55 ? 'credit_card' : rest < 0.75 ? 'debit_card' : 'cash';
}

// Online: a few minutes after booking; at the desk: when the booking was confirmed.
function bookingTime(ctx: Context, r: PaymentPlanReservation): Date {
  const from = +r.createdAt;
  const by =
    r.source === 'customer_area'
      ? from + (1 + ctx.random() * 8) * minuteMs
      : (r.confirmedAt?.getTime() ?? from + (10 + ctx.random() * 110) * minuteMs);
  const cap = Math.min(ctx.now - hourMs, +r.pickupDate - hourMs, +(r.cancelledAt ?? Infinity));
  return new Date(Math.max(from, Math.min(by, cap - 10 * minuteMs)));
}

// A card declined first, the next card a few minutes later approved.
function attempt(ctx: Context, t: Take, mayDecline: boolean): PlannedPayment[] {
  const declines =
    mayDecline && isCardMethod(t.method) && (ctx.declined === 0 || ctx.random() < 0.015);
  if (!declines) return [take(ctx, t)];
  ctx.declined += 1;
  const failed = take(ctx, {
    ...t,
    at: later(t.at, -(3 + ctx.random() * 5) * minuteMs),
    declined: true,
  });
  return [failed, take(ctx, t)];
}

/** An advance of a fifth to a third, in whole fifties of the currency. */
function advanceOf(random: Random, total: number): number {
  const unit = 5_000;
  const advance = Math.max(unit, Math.round((total * (0.2 + random() * 0.15)) / unit) * unit);
  return advance < total ? advance : Math.floor(total / 2);
}

type Mode = 'full' | 'advance' | 'split' | 'pickup' | 'transfer' | 'none';

function pricePayments(
  ctx: Context,
  r: PaymentPlanReservation,
  rental: PaymentPlanRental | null,
  mode: Mode,
  notes?: string,
): PlannedPayment[] {
  if (mode === 'none' || r.totalAmount <= 0) return [];
  const settled = rental?.status === 'active' || rental?.status === 'completed';
  const pickedUp = settled ? rental.actualPickupDate : null;
  const booked = bookingTime(ctx, r);
  const latest = pickedUp ?? r.cancelledAt;
  const atBooking = (amount: number, description: string, extra: Partial<Take> = {}) =>
    attempt(
      ctx,
      {
        r,
        rentalId: null,
        amount,
        type: 'reservation',
        method: methodFor(ctx, r, 'booking'),
        at: booked,
        description,
        desk: r.source === 'back_office',
        ...(latest ? { latest } : {}),
        ...(notes ? { notes } : {}),
        ...extra,
      },
      settled,
    );
  const atPickup = (amount: number, description: string) =>
    pickedUp && rental
      ? attempt(
          ctx,
          {
            r,
            rentalId: rental.id,
            amount,
            type: 'reservation',
            method: methodFor(ctx, r, 'desk'),
            at: later(pickedUp, -(5 + ctx.random() * 15) * minuteMs),
            description,
            desk: true,
            latest: pickedUp,
          },
          true,
        )
      : [];
  const advance = advanceOf(ctx.random, r.totalAmount);
  switch (mode) {
    case 'full':
      return atBooking(r.totalAmount, descriptions.full);
    case 'advance':
      return atBooking(advance, descriptions.advance);
    case 'transfer':
      return atBooking(advance, descriptions.advance, { method: 'bank_transfer', pending: true });
    case 'split':
      return pickedUp
        ? [
            ...atBooking(advance, descriptions.advance),
            ...atPickup(r.totalAmount - advance, descriptions.balance),
          ]
        : atBooking(advance, descriptions.advance);
    case 'pickup':
      return atPickup(r.totalAmount, descriptions.full);
  }
}

// Held at checkout; at return the charges are taken from it and the rest released.
function depositPayments(ctx: Context, r: PaymentPlanReservation, rental: PaymentPlanRental) {
  const pickedUp = rental.actualPickupDate;
  if (rental.securityDeposit <= 0 || !pickedUp) return [];
  const deposit = take(ctx, {
    r,
    rentalId: rental.id,
    amount: rental.securityDeposit,
    type: 'security_deposit',
    method: ctx.random() < 0.8 ? 'credit_card' : 'cash',
    at: later(pickedUp, -3 * minuteMs),
    // as the checkout names it: the rental's number reads the same in every language
    description: rental.rentalNumber,
    desk: true,
    latest: pickedUp,
  });
  const returned = rental.actualReturnDate;
  if (rental.status !== 'completed' || !returned) return [deposit];
  const captured = Math.min(rental.securityDeposit, rental.additionalCharges);
  if (captured > 0) {
    deposit.capturedAmount = captured;
    deposit.captured = { amount: captured, at: returned, rentalNumber: rental.rentalNumber };
    deposit.updatedAt = returned;
  }
  const released = rental.securityDeposit - captured;
  if (released > 0) {
    // released a moment after the return, never after the seed's now
    const releasedAt = Math.max(+returned, Math.min(+later(returned, 2 * minuteMs), ctx.now));
    refund(ctx, deposit, released, rental.rentalNumber, new Date(releasedAt));
  }
  return [deposit];
}

function chargesPayment(ctx: Context, r: PaymentPlanReservation, rental: PaymentPlanRental) {
  const returned = rental.actualReturnDate;
  const owed =
    rental.additionalCharges - Math.min(rental.securityDeposit, rental.additionalCharges);
  if (rental.status !== 'completed' || !returned || owed <= 0) return [];
  const at = later(returned, (3 + ctx.random() * 9) * minuteMs);
  const method = ctx.random() < 0.7 ? 'credit_card' : 'cash';
  return [
    take(ctx, {
      r,
      rentalId: rental.id,
      amount: owed,
      type: 'additional_charges',
      method,
      at,
      description: descriptions.charges,
      desk: true,
    }),
  ];
}

function goodwill(ctx: Context, paid: PlannedPayment[], rental: PaymentPlanRental) {
  const target = paid
    .filter((p) => p.type === 'reservation' && p.status === 'completed')
    .sort((a, b) => b.amount - a.amount)[0];
  if (!target || !rental.actualReturnDate || ctx.random() >= 0.025) return;
  const share = pick(ctx.random, [0.1, 0.15, 0.2]);
  const amount = Math.max(100, Math.round((target.amount * share) / 100) * 100);
  const at = Math.min(ctx.now - hourMs, +rental.actualReturnDate + (1 + ctx.random() * 2) * dayMs);
  if (amount < target.amount && at > +rental.actualReturnDate) {
    refund(ctx, target, amount, pick(ctx.random, goodwillReasons), new Date(at));
  }
}

function cancelled(ctx: Context, r: PaymentPlanReservation): PlannedPayment[] {
  const x = ctx.random();
  const paid = r.confirmedAt ? x < 0.6 : r.source === 'customer_area' && x < 0.3;
  const cancelledAt = r.cancelledAt;
  if (!paid || !cancelledAt || +cancelledAt - +r.createdAt < 30 * minuteMs) return [];
  const taken = pricePayments(ctx, r, null, ctx.random() < 0.5 ? 'full' : 'advance');
  for (const p of taken) {
    if (p.status !== 'completed' || !p.processedAt || p.processedAt > cancelledAt) continue;
    const at = later(cancelledAt, (5 + ctx.random() * 55) * minuteMs);
    const reason = `Reservation cancelled: ${r.cancellationReason ?? 'at the customer’s request'}`;
    refund(ctx, p, p.amount, reason, new Date(Math.min(+at, ctx.now - minuteMs)));
  }
  return taken;
}

function paymentsOf(
  ctx: Context,
  r: PaymentPlanReservation,
  rental: PaymentPlanRental | null,
): PlannedPayment[] {
  const x = ctx.random();
  if (rental && (rental.status === 'completed' || rental.status === 'active')) {
    const mode: Mode =
      r.source === 'customer_area'
        ? x < 0.55
          ? 'full'
          : 'split'
        : x < 0.2
          ? 'full'
          : x < 0.4
            ? 'split'
            : 'pickup';
    const price = pricePayments(ctx, r, rental, mode);
    if (rental.status === 'completed') goodwill(ctx, price, rental);
    return [...price, ...depositPayments(ctx, r, rental), ...chargesPayment(ctx, r, rental)];
  }
  switch (r.status) {
    case 'confirmed':
      return pricePayments(
        ctx,
        r,
        null,
        x < 0.35 ? 'full' : x < 0.65 ? 'advance' : x < 0.75 ? 'transfer' : 'none',
      );
    case 'pending':
      if (r.source === 'customer_area' && x < 0.15) return pricePayments(ctx, r, null, 'advance');
      return pricePayments(ctx, r, null, x < 0.08 ? 'transfer' : 'none');
    case 'no_show':
      return pricePayments(ctx, r, null, x < 0.4 ? 'advance' : 'none', noShowNote);
    case 'cancelled':
      return cancelled(ctx, r);
    default:
      return [];
  }
}

/** The company's payments, oldest created first (the order of their numbers). */
export function planPayments(input: PaymentPlanInput): PlannedPayment[] {
  const ctx: Context = {
    random: seededRandom(input.seed),
    input,
    now: input.now.getTime(),
    declined: 0,
  };
  const rentalOf = new Map(input.rentals.map((r) => [r.reservationId, r]));
  const planned = input.reservations.flatMap((r) => paymentsOf(ctx, r, rentalOf.get(r.id) ?? null));
  return planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

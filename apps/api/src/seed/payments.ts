// Seeds a demo company's payments over its seeded reservations and rentals (payments-plan.ts),
// with their refunds, the company's numbering and the audit rows the payments API writes, at
// the moments they happened. Seeding twice changes nothing: a company with payments is left
// alone.
import { isCardMethod } from '@motorpool/domain/schemas/payment';
import { asc, count, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/engine.ts';
import {
  customers,
  paymentCounters,
  paymentRefunds,
  payments,
  rentals,
  reservations,
  users,
} from '../db/schema/index.ts';
import { type AuditEntry, recordAudits } from '../modules/audit/service.ts';
import { paymentNumberOf } from '../modules/payments/repository.ts';
import { type PaymentPlanInput, type PlannedPayment, planPayments } from './payments-plan.ts';
import { reservationPlans } from './reservation-plan.ts';
import { chunks, seedBatch } from './batches.ts';
import { planKey, type SeedTenant } from './seed-tenant.ts';

const BATCH = seedBatch;

async function planInputs(
  tx: Tx,
  subdomain: string,
): Promise<Omit<PaymentPlanInput, 'now' | 'seed'>> {
  const booked = await tx
    .select({
      id: reservations.id,
      status: reservations.status,
      source: reservations.source,
      customerId: reservations.customerId,
      currency: reservations.currency,
      totalAmount: reservations.totalAmount,
      pickupDate: reservations.pickupDate,
      createdAt: reservations.createdAt,
      confirmedAt: reservations.confirmedAt,
      cancelledAt: reservations.cancelledAt,
      cancellationReason: reservations.cancellationReason,
    })
    .from(reservations)
    .orderBy(asc(reservations.createdAt), asc(reservations.reservationNumber));
  const rented = await tx
    .select({
      id: rentals.id,
      rentalNumber: rentals.rentalNumber,
      reservationId: rentals.reservationId,
      status: rentals.status,
      additionalCharges: rentals.additionalCharges,
      securityDeposit: rentals.securityDeposit,
      actualPickupDate: rentals.actualPickupDate,
      actualReturnDate: rentals.actualReturnDate,
    })
    .from(rentals);
  const corporate = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.customerType} = 'corporate'`);
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [`staff@${subdomain}.test`, `manager@${subdomain}.test`]))
    .orderBy(asc(users.email));
  return {
    reservations: booked,
    rentals: rented,
    corporate: new Set(corporate.map((c) => c.id)),
    staff: staff.map((u) => u.id),
  };
}

const rowOf = (tenantId: string, paymentNumber: string, p: PlannedPayment) => {
  const { refunds: _r, captured: _c, ...values } = p;
  return { tenantId, paymentNumber, ...values };
};

// What the audit trail keeps of a payment at a moment (views.ts `audited`): never a token.
const auditedAt = (
  p: PlannedPayment,
  number: string,
  state: Partial<Pick<PlannedPayment, 'status' | 'refundedAmount' | 'gatewayTransactionId'>>,
) => ({
  paymentNumber: number,
  amount: p.amount,
  currency: p.currency,
  paymentMethod: p.paymentMethod,
  type: p.type,
  status: p.status,
  customerId: p.customerId,
  reservationId: p.reservationId,
  rentalId: p.rentalId,
  refundedAmount: 0,
  gatewayTransactionId: p.gatewayTransactionId,
  ...state,
});

type ActedEntry = { by: string | null; entry: AuditEntry };

/** The rows the API writes: create, process (and a card's charge), capture, each refund. */
function auditsOf(id: string, number: string, p: PlannedPayment): ActedEntry[] {
  const entry = (action: string, at: Date, before: unknown, after: unknown, by = p.createdBy) => ({
    by,
    entry: {
      action,
      entityType: 'payment',
      entityId: id,
      at,
      ...(before ? { before } : {}),
      after,
    },
  });
  const deposit = p.type === 'security_deposit';
  const card = isCardMethod(p.paymentMethod);
  // a deposit in hand completes as the checkout creates it; anything else starts pending
  const inHand = deposit && !card;
  const created = {
    status: inHand ? ('completed' as const) : ('pending' as const),
    gatewayTransactionId: null,
  };
  const audits = [entry('create', p.createdAt, null, auditedAt(p, number, created))];
  const settled = p.processedAt;
  if (!settled) return audits;
  const outcome = { status: p.status === 'failed' ? ('failed' as const) : ('completed' as const) };
  if (card) {
    const started = new Date(Math.min(+settled, +p.createdAt + 5_000));
    const processing = { status: 'processing' as const, gatewayTransactionId: null };
    audits.push(
      entry('process', started, { status: 'pending' }, auditedAt(p, number, processing)),
      entry('charge', settled, { status: 'processing' }, auditedAt(p, number, outcome)),
    );
  } else if (!inHand) {
    audits.push(entry('process', settled, { status: 'pending' }, auditedAt(p, number, outcome)));
  }
  // a deposit at check-in as payments/deposits.ts records it: captured, the rest released
  if (p.captured) {
    const { amount, at, rentalNumber } = p.captured;
    const kept = { capturedAmount: amount, rentalNumber };
    audits.push(entry('capture', at, { capturedAmount: 0 }, kept));
  }
  let refunded = 0;
  for (const r of p.refunds) {
    const before = { status: 'completed', refundedAmount: refunded };
    refunded += r.amount;
    const after = {
      status: refunded === p.amount ? 'refunded' : 'completed',
      refundedAmount: refunded,
      ...(deposit
        ? { rentalNumber: r.reason }
        : { refund: { amount: r.amount, reason: r.reason } }),
    };
    audits.push(entry('refund', r.at, before, after, r.createdBy));
  }
  return audits;
}

// Staff's steps under their name, like the API's; online customers' under the system.
async function recordActed(tx: Tx, tenantId: string, acted: ActedEntry[]) {
  const byActor = new Map<string | null, AuditEntry[]>();
  for (const a of acted) {
    const list = byActor.get(a.by) ?? [];
    list.push(a.entry);
    byActor.set(a.by, list);
  }
  for (const [by, entries] of byActor) {
    const actor = by ? { type: 'user' as const, id: by } : { type: 'system' as const };
    for (const batch of chunks(entries, 2_000)) await recordAudits(tx, { tenantId, actor }, batch);
  }
}

export async function seedPayments(database: Database, tenant: SeedTenant): Promise<void> {
  const plan = reservationPlans[planKey(tenant)];
  if (!plan) return;
  const tenantId = tenant.id;
  await database.withTenant(tenantId, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(payments);
    if ((existing?.n ?? 0) > 0) return;
    const planned = planPayments({
      ...(await planInputs(tx, tenant.subdomain)),
      now: new Date(),
      seed: plan.seed ^ 0x9a7e,
    });
    if (planned.length === 0) return;
    const stored: { id: string; number: string; planned: PlannedPayment }[] = [];
    for (const [b, batch] of chunks(planned).entries()) {
      const rows = batch.map((p, i) => rowOf(tenantId, paymentNumberOf(b * BATCH + i + 1), p));
      const created = await tx
        .insert(payments)
        .values(rows)
        // another instance starting at the same moment seeded them first
        .onConflictDoNothing()
        .returning({ id: payments.id, number: payments.paymentNumber });
      const byNumber = new Map(created.map((c) => [c.number, c.id]));
      rows.forEach((row, i) => {
        const id = byNumber.get(row.paymentNumber);
        if (id) stored.push({ id, number: row.paymentNumber, planned: batch[i]! });
      });
    }
    const refunds = stored.flatMap(({ id, planned: p }) =>
      p.refunds.map((r) => ({
        tenantId,
        paymentId: id,
        amount: r.amount,
        reason: r.reason,
        gatewayRefundId: r.gatewayRefundId,
        gatewayResponse: r.gatewayResponse,
        createdBy: r.createdBy,
        createdAt: r.at,
      })),
    );
    for (const batch of chunks(refunds)) await tx.insert(paymentRefunds).values(batch);
    await tx
      .insert(paymentCounters)
      .values({ tenantId, lastNumber: planned.length })
      .onConflictDoUpdate({
        target: paymentCounters.tenantId,
        set: { lastNumber: sql`greatest(${paymentCounters.lastNumber}, excluded.last_number)` },
      });
    await recordActed(
      tx,
      tenantId,
      stored.flatMap(({ id, number, planned: p }) => auditsOf(id, number, p)),
    );
  });
}

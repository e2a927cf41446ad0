import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outbox, payments } from '../../db/schema/index.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { sandboxSignatureHeader } from './sandbox-gateway.ts';
import {
  card,
  completedPayment,
  paymentBody,
  pendingPayment,
  sandboxCards,
} from './test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
});
afterAll(async () => f.t.close());

const post = (url: string, body: object, headers: Record<string, string> = {}, as = f.admin) =>
  f.call('POST', url, as, { body, headers });
const get = (id: string, as = f.admin) => f.call('GET', `/payments/${id}`, as);

async function eventsOf(paymentId: string): Promise<string[]> {
  const rows = await f.t.database.withTenant(f.demo, (tx) =>
    tx
      .select({ name: sql<string>`${outbox.payload}->>'name'` })
      .from(outbox)
      .where(sql`${outbox.payload}->'subject'->>'id' = ${paymentId}`),
  );
  return rows.map((r) => r.name).sort();
}

// The sandbox confirms a moment later, through the signed webhook.
async function settled(id: string): Promise<PaymentView> {
  for (let i = 0; i < 100; i += 1) {
    const view = (await get(id)).json() as PaymentView;
    if (view.status !== 'processing') return view;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the sandbox never confirmed');
}

describe('POST /payments', () => {
  it("takes a payment pending, numbered per company, in the company's currency", async () => {
    const customer = await createCustomer(f, { status: 'active' });
    const { currency: _currency, ...withoutCurrency } = paymentBody(customer.id);
    const res = await post('/payments', { ...withoutCurrency, processingFees: 150 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as PaymentView;
    expect(body).toMatchObject({
      status: 'pending',
      amount: 50000,
      currency: 'SAR',
      processingFees: 150,
      refundedAmount: 0,
      cardDetails: null,
      processedAt: null,
      refunds: [],
    });
    expect(body.paymentNumber).toMatch(/^PAY-\d{6}$/);
    expect(body.customer?.name).toBeTruthy();
    const audit = await f.auditOf(body.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it("refuses another currency than the company's, in English and Arabic", async () => {
    const customer = await createCustomer(f, { status: 'active' });
    const body = paymentBody(customer.id, { currency: 'USD' });
    const en = await post('/payments', body);
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toEqual([
      { path: 'body.currency', message: "Payments are taken in the company's currency (SAR)" },
    ]);
    const ar = await f.call('POST', '/payments', f.admin, { body, language: 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().details[0].message).toBe('تُستلم المدفوعات بعملة الشركة (SAR)');
  });

  it('refuses a customer of another company, and refunds as a type', async () => {
    const theirs = await createCustomer(f, { status: 'active' }, f.acmeAdmin);
    const customerId = theirs.id;
    const res = await post('/payments', paymentBody(customerId));
    expect(res.statusCode, res.body).toBe(400);
    const mine = await createCustomer(f, { status: 'active' });
    const refund = await post('/payments', paymentBody(mine.id, { type: 'refund' }));
    expect(refund.statusCode).toBe(400);
  });

  it('keeps the viewer from taking a payment', async () => {
    const customer = await createCustomer(f, { status: 'active' });
    const res = await post('/payments', paymentBody(customer.id), {}, f.viewer);
    expect(res.statusCode).toBe(403);
  });
});

describe('processing', () => {
  it('completes cash at once and publishes payment.completed', async () => {
    const payment = await pendingPayment(f);
    const res = await post(`/payments/${payment.id}/process`, { transactionId: 'DRAWER-7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', transactionId: 'DRAWER-7' });
    expect(res.json().processedAt).toBeTruthy();
    expect(res.json().processedBy).toBe(f.admin.userId);
    expect(await eventsOf(payment.id)).toEqual(['payment.completed']);
    const again = await post(`/payments/${payment.id}/process`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a pending or failed payment can be processed');
  });

  it('charges an approved card through the sandbox, keeping brand and last four only', async () => {
    const payment = await pendingPayment(f, { paymentMethod: 'credit_card' });
    const res = await post(`/payments/${payment.id}/process`, { card: card() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PaymentView;
    expect(body).toMatchObject({
      status: 'completed',
      cardDetails: { brand: 'visa', last4: '4242' },
      gatewayResponse: { status: 'succeeded' },
    });
    expect(body.gatewayTransactionId).toMatch(/^sbx_ch_/);
    const [row] = await f.t.database.withTenant(f.demo, (tx) =>
      tx.select().from(payments).where(eq(payments.id, payment.id)),
    );
    expect(JSON.stringify(row)).not.toContain(sandboxCards.approve);
    expect(row?.cardToken).toMatch(/^sbx_tok_/);
  });

  it('fails a declined card and keeps what the processor said', async () => {
    const payment = await pendingPayment(f, { paymentMethod: 'debit_card' });
    const res = await post(`/payments/${payment.id}/process`, {
      card: card(sandboxCards.decline),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'failed',
      gatewayResponse: { status: 'declined', declineCode: 'card_declined' },
      cardDetails: { last4: '0002' },
    });
    expect(await eventsOf(payment.id)).toEqual(['payment.failed']);
    // a failed payment may be tried again with another card
    const retry = await post(`/payments/${payment.id}/process`, { card: card() });
    expect(retry.json().status).toBe('completed');
  });

  it('leaves a card needing confirmation processing until the signed webhook completes it', async () => {
    const payment = await pendingPayment(f, { paymentMethod: 'credit_card' });
    const res = await post(`/payments/${payment.id}/process`, {
      card: card(sandboxCards.confirmLater),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'processing', processedAt: null });
    const done = await settled(payment.id);
    expect(done).toMatchObject({
      status: 'completed',
      gatewayResponse: { status: 'succeeded', authentication: 'completed' },
    });
    expect(await eventsOf(payment.id)).toEqual(['payment.completed']);
  });

  it('refuses a webhook whose signature does not hold', async () => {
    const payment = await pendingPayment(f);
    const body = {
      tenantId: f.demo,
      paymentId: payment.id,
      transactionId: 'sbx_ch_forged',
      outcome: 'approved',
      response: {},
    };
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/public/payments/webhooks/sandbox',
      headers: { [sandboxSignatureHeader]: 'deadbeef' },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    const signed = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/public/payments/webhooks/sandbox',
      headers: {
        [sandboxSignatureHeader]: f.t.services.paymentSandbox.sign(JSON.stringify(body)),
      },
      payload: body,
    });
    // signed, but about no charge left processing: acknowledged, nothing moves
    expect(signed.json()).toEqual({ received: true, applied: false });
    expect((await get(payment.id)).json().status).toBe('pending');
  });

  it('asks for the card on card methods and takes none for cash', async () => {
    const cardPayment = await pendingPayment(f, { paymentMethod: 'credit_card' });
    const noCard = await post(`/payments/${cardPayment.id}/process`, {});
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().details[0].path).toBe('body.card');
    const cash = await pendingPayment(f);
    const withCard = await post(`/payments/${cash.id}/process`, { card: card() });
    expect(withCard.statusCode).toBe(400);
    const badNumber = await post(`/payments/${cardPayment.id}/process`, {
      card: { ...card(), number: '4242' },
    });
    expect(badNumber.statusCode).toBe(400);
  });

  it('keeps the viewer from processing', async () => {
    const payment = await pendingPayment(f);
    const res = await post(`/payments/${payment.id}/process`, {}, {}, f.viewer);
    expect(res.statusCode).toBe(403);
  });
});

describe('refunds', () => {
  it('refunds in part (still completed), then the rest (refunded), then nothing more', async () => {
    const payment = await completedPayment(f);
    const part = await post(`/payments/${payment.id}/refund`, {
      amount: 20000,
      reason: 'Returned a day early',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: 'completed', refundedAmount: 20000 });
    const over = await post(`/payments/${payment.id}/refund`, { amount: 30001, reason: 'x' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Refund amount cannot exceed what is left to refund on this payment (300.00 SAR)',
    );
    const overAr = await f.call('POST', `/payments/${payment.id}/refund`, f.admin, {
      body: { amount: 30001, reason: 'x' },
      language: 'ar',
    });
    expect(overAr.json().message).toContain('300.00 SAR');
    const rest = await post(`/payments/${payment.id}/refund`, {
      amount: 30000,
      reason: 'Cancelled',
      notes: 'Customer called',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const body = rest.json() as PaymentView;
    expect(body).toMatchObject({ status: 'refunded', refundedAmount: 50000 });
    expect(body.refunds.map((r) => r.amount)).toEqual([20000, 30000]);
    const more = await post(`/payments/${payment.id}/refund`, { amount: 1, reason: 'x' });
    expect(more.statusCode).toBe(409);
    expect(await eventsOf(payment.id)).toEqual([
      'payment.completed',
      'payment.refunded',
      'payment.refunded',
    ]);
  });

  it('refuses to refund a pending payment', async () => {
    const payment = await pendingPayment(f);
    const res = await post(`/payments/${payment.id}/refund`, { amount: 100, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a completed payment can be refunded');
  });

  it('sends card refunds back through the gateway', async () => {
    const payment = await completedPayment(f, { paymentMethod: 'credit_card' });
    const res = await post(`/payments/${payment.id}/refund`, { amount: 5000, reason: 'Fuel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunds[0].gatewayRefundId).toMatch(/^sbx_re_/);
  });

  it('lets only a role with payments:refund refund', async () => {
    const payment = await completedPayment(f);
    const res = await post(
      `/payments/${payment.id}/refund`,
      { amount: 100, reason: 'x' },
      {},
      f.staff,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated create with the first payment, and 422 for another body', async () => {
    const customer = await createCustomer(f, { status: 'active' });
    const key = { 'idempotency-key': `create-${crypto.randomUUID()}` };
    const first = await post('/payments', paymentBody(customer.id), key);
    const second = await post('/payments', paymentBody(customer.id), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    const listed = await f.call('GET', `/payments?filter[customerId]=${customer.id}`, f.admin);
    expect(listed.json().total).toBe(1);
    const other = await post('/payments', paymentBody(customer.id, { amount: 1 }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('charges a card once for a repeated process, and replays a refusal', async () => {
    const payment = await pendingPayment(f, { paymentMethod: 'credit_card' });
    const key = { 'idempotency-key': `process-${crypto.randomUUID()}` };
    const body = { card: card() };
    const first = await post(`/payments/${payment.id}/process`, body, key);
    const second = await post(`/payments/${payment.id}/process`, body, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const charges = f.t.services.paymentSandbox.charges.filter((c) => c.paymentId === payment.id);
    expect(charges).toHaveLength(1);
    const refundKey = { 'idempotency-key': `refund-${crypto.randomUUID()}` };
    const over = { amount: 999999, reason: 'x' };
    expect((await post(`/payments/${payment.id}/refund`, over, refundKey)).statusCode).toBe(409);
    expect((await post(`/payments/${payment.id}/refund`, over, refundKey)).statusCode).toBe(409);
  });

  it('keeps keys per company', async () => {
    const key = { 'idempotency-key': `shared-${crypto.randomUUID()}` };
    const mine = await createCustomer(f, { status: 'active' });
    expect((await post('/payments', paymentBody(mine.id), key)).statusCode).toBe(201);
    const theirs = await f.call('POST', '/payments', f.acmeAdmin, {
      body: paymentBody(crypto.randomUUID(), { currency: undefined }),
      headers: key,
    });
    // acme's own answer (its unknown customer), not demo's payment replayed
    expect(theirs.statusCode).toBe(400);
  });
});

describe('reading and deleting', () => {
  it('lists with search, filters and sorts, and hides other companies', async () => {
    const payment = await completedPayment(f, { amount: 12345 });
    const found = await f.call(
      'GET',
      `/payments?search=${payment.paymentNumber}&filter[status]=completed&sort=amount:desc`,
      f.admin,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((p: PaymentView) => p.id)).toEqual([payment.id]);
    const acme = await f.call('GET', `/payments?search=${payment.paymentNumber}`, f.acmeAdmin);
    expect(acme.json().data).toEqual([]);
    expect((await get(payment.id, f.acmeAdmin)).statusCode).toBe(404);
    expect((await get(payment.id, f.viewer)).statusCode).toBe(200);
    const refund = await f.call('POST', `/payments/${payment.id}/refund`, f.acmeAdmin, {
      body: { amount: 1, reason: 'x' },
    });
    expect(refund.statusCode).toBe(404);
  });

  it('deletes a pending payment only', async () => {
    const pending = await pendingPayment(f);
    expect((await f.call('DELETE', `/payments/${pending.id}`, f.viewer)).statusCode).toBe(403);
    expect((await f.call('DELETE', `/payments/${pending.id}`, f.admin)).statusCode).toBe(204);
    expect((await get(pending.id)).statusCode).toBe(404);
    const done = await completedPayment(f);
    const refused = await f.call('DELETE', `/payments/${done.id}`, f.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a pending payment can be deleted');
  });

  describe('a customer account', () => {
    let customer: TestUser;
    let mine: PaymentView;
    let theirs: PaymentView;

    beforeAll(async () => {
      customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
      const own = await createCustomer(f, { status: 'active' });
      await f.t.database.withTenant(f.demo, (tx) =>
        tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, own.id)),
      );
      mine = (await post('/payments', paymentBody(own.id))).json() as PaymentView;
      theirs = await pendingPayment(f);
    });

    it('reads only its own payments and takes none', async () => {
      const list = await f.t.app.inject({
        method: 'GET',
        url: '/api/v1/payments?limit=100',
        headers: bearer(customer, f.demo),
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.map((p: PaymentView) => p.id)).toEqual([mine.id]);
      expect((await get(mine.id, customer)).statusCode).toBe(200);
      expect((await get(theirs.id, customer)).statusCode).toBe(404);
      const take = await post('/payments', paymentBody(mine.customerId), {}, customer);
      expect(take.statusCode).toBe(400);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/databases.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { card, completedPayment, pendingPayment } from './test-support.ts';

// PGlite runs one statement at a time, so only PostgreSQL can race: the payment's
// row lock and the table's check, not a read before the write, hold the refund limit; the
// claimed Idempotency-Key lets one processing through.
describe.runIf(testEngine() === 'postgres')('simultaneous money moves on one payment', () => {
  let f: Fleet;
  beforeAll(async () => {
    f = await createFleet();
  });
  afterAll(async () => f.t.close());

  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((r) => r.statusCode).sort();

  it('lets exactly one of 20 refunds of 60% each through; the others get 409', async () => {
    const payment = await completedPayment(f, { amount: 10000 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('POST', `/payments/${payment.id}/refund`, f.admin, {
          body: { amount: 6000, reason: 'Overbooked' },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(
        'Refund amount cannot exceed what is left to refund on this payment (40.00 SAR)',
      );
    }
    const after = await f.call('GET', `/payments/${payment.id}`, f.admin);
    expect(after.json()).toMatchObject({ status: 'completed', refundedAmount: 6000 });
    expect(after.json().refunds).toHaveLength(1);
  });

  it('charges once for 20 simultaneous processes of one payment without a key', async () => {
    const payment = await pendingPayment(f, { paymentMethod: 'debit_card' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('POST', `/payments/${payment.id}/process`, f.admin, { body: { card: card() } }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(409)]);
    const charges = f.t.services.paymentSandbox.charges.filter((c) => c.paymentId === payment.id);
    expect(charges).toHaveLength(1);
  });

  it('charges once for 20 simultaneous repeats of one keyed process', async () => {
    const payment = await pendingPayment(f, { paymentMethod: 'credit_card' });
    const headers = { 'idempotency-key': `race-${payment.id}` };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('POST', `/payments/${payment.id}/process`, f.admin, {
          body: { card: card() },
          headers,
        }),
      ),
    );
    for (const r of responses) {
      expect([200, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 409) {
        expect(r.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
        expect(r.headers['retry-after']).toBe('1');
      } else {
        expect(r.json().status).toBe('completed');
      }
    }
    expect(responses.some((r) => r.statusCode === 200)).toBe(true);
    const charges = f.t.services.paymentSandbox.charges.filter((c) => c.paymentId === payment.id);
    expect(charges).toHaveLength(1);
    const replay = await f.call('POST', `/payments/${payment.id}/process`, f.admin, {
      body: { card: card() },
      headers,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const listed = await f.call(
      'GET',
      `/payments?filter[customerId]=${payment.customerId}`,
      f.admin,
    );
    expect(listed.json().data.map((p: { status: string }) => p.status)).toEqual(['completed']);
  });
});

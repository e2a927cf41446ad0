import type { RentalView } from '@motorpool/domain/schemas/rental';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/databases.ts';
import { card, paymentBody } from '../payments/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { checkoutBody, pendingRental } from './test-support.ts';

// A rental has one security deposit: the card deposit recorded at checkout is taken by
// processing it, and "Take payment -> Security deposit" cannot record a second one.
let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
});
afterAll(async () => f.t.close());

const deposit = 50_000;

async function checkedOut(withDeposit: boolean): Promise<RentalView> {
  const rental = await pendingRental(f);
  const res = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
    body: checkoutBody({
      securityDeposit: deposit,
      ...(withDeposit ? { deposit: { method: 'credit_card' } } : {}),
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RentalView;
}

const depositBody = (rental: RentalView, method = 'cash') =>
  paymentBody(rental.customer.id, {
    type: 'security_deposit',
    amount: deposit,
    paymentMethod: method,
    reservationId: rental.reservationId,
    rentalId: rental.id,
  });

const reread = async (rental: RentalView) => {
  const res = await f.call('GET', `/rentals/${rental.id}`, f.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RentalView;
};

describe('one security deposit per rental', () => {
  it('refuses a second deposit beside the pending card one, naming it, in both languages', async () => {
    const rental = await checkedOut(true);
    const [pending] = rental.deposit.payments;
    expect(pending).toMatchObject({ status: 'pending' });
    const en = await f.call('POST', '/payments', f.admin, { body: depositBody(rental) });
    expect(en.statusCode, en.body).toBe(409);
    expect(en.json().message).toContain(pending?.paymentNumber);
    const ar = await f.call('POST', '/payments', f.admin, {
      body: depositBody(rental),
      language: 'ar',
    });
    expect(ar.statusCode, ar.body).toBe(409);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await reread(rental)).deposit.payments).toHaveLength(1);
  });

  it('takes the deposit by processing the pending one: held, nothing left waiting', async () => {
    const rental = await checkedOut(true);
    const id = rental.deposit.payments[0]?.id;
    const res = await f.call('POST', `/payments/${id}/process`, f.admin, {
      body: { card: card() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const now = await reread(rental);
    expect(now.deposit.held).toBe(deposit);
    expect(now.deposit.payments).toEqual([expect.objectContaining({ status: 'completed' })]);
    const again = await f.call('POST', '/payments', f.admin, { body: depositBody(rental) });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('lets staff take a deposit later when checkout recorded none, once', async () => {
    const rental = await checkedOut(false);
    const first = await f.call('POST', '/payments', f.admin, { body: depositBody(rental) });
    expect(first.statusCode, first.body).toBe(201);
    const second = await f.call('POST', '/payments', f.admin, { body: depositBody(rental) });
    expect(second.statusCode, second.body).toBe(409);
  });
});

// Only PostgreSQL runs requests at the same time; the unique index decides, not a read first.
describe.runIf(testEngine() === 'postgres')('simultaneous deposits of one rental', () => {
  it('records exactly one of ten deposits sent at once; the others get 409', async () => {
    const rental = await checkedOut(false);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.call('POST', '/payments', f.admin, { body: depositBody(rental) }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([
      201,
      ...Array<number>(9).fill(409),
    ]);
    expect((await reread(rental)).deposit.payments).toHaveLength(1);
  });
});

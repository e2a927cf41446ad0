import type { PaymentTotalsView } from '@motorpool/domain/schemas/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { paymentBody } from './test-support.ts';

let f: Fleet;
let customerId: string;
let numbers: string[];
beforeAll(async () => {
  f = await createFleet();
  customerId = (await createCustomer(f, { status: 'active' })).id;
  const make = async (amount: number) => {
    const res = await f.call('POST', '/payments', f.admin, {
      body: paymentBody(customerId, { amount }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; paymentNumber: string };
  };
  const paid = await make(50000);
  const pending = await make(12000);
  const processed = await f.call('POST', `/payments/${paid.id}/process`, f.admin, { body: {} });
  expect(processed.statusCode, processed.body).toBe(200);
  const refunded = await f.call('POST', `/payments/${paid.id}/refund`, f.admin, {
    body: { amount: 15000, reason: 'Returned early' },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  numbers = [paid.paymentNumber, pending.paymentNumber];
  // another customer's payment stays out of the filtered set
  await f.call('POST', '/payments', f.admin, {
    body: paymentBody((await createCustomer(f, { status: 'active' })).id, { amount: 999 }),
  });
});
afterAll(async () => f.t.close());

const ofCustomer = () => `filter[customerId][equals]=${customerId}`;

describe('GET /payments/export', () => {
  it('answers the filtered list as CSV, Excel and PDF', async () => {
    for (const [format, type] of [
      ['csv', 'text/csv'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pdf', 'application/pdf'],
    ]) {
      const res = await f.call('GET', `/payments/export?format=${format}&${ofCustomer()}`, f.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain(type);
    }
    const csv = await f.call(
      'GET',
      `/payments/export?format=csv&${ofCustomer()}&filter[status][equals]=completed`,
      f.admin,
    );
    expect(csv.body).toContain(numbers[0]);
    expect(csv.body).not.toContain(numbers[1]);
    expect(csv.body).toContain('Refunded');
    expect(csv.body).toContain('Completed');
  });

  it('needs payments:export, which the viewer and the staff lack', async () => {
    expect((await f.call('GET', '/payments/export?format=csv', f.viewer)).statusCode).toBe(403);
    expect((await f.call('GET', '/payments/export?format=csv', f.staff)).statusCode).toBe(403);
  });
});

describe('GET /payments/totals', () => {
  it('adds up the whole filtered set', async () => {
    const res = await f.call('GET', `/payments/totals?${ofCustomer()}`, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      currency: 'SAR',
      amount: 62000,
      refunded: 15000,
      net: 47000,
    } satisfies PaymentTotalsView);
    const completed = await f.call(
      'GET',
      `/payments/totals?${ofCustomer()}&filter[status][equals]=completed&limit=1`,
      f.admin,
    );
    expect(completed.json()).toMatchObject({ count: 1, amount: 50000, net: 35000 });
  });

  it('answers the viewer, who may read', async () => {
    const res = await f.call('GET', `/payments/totals?${ofCustomer()}`, f.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2 });
  });
});

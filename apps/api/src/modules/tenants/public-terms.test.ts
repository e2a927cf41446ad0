// The booking terms a visitor or customer reads on the company's host before booking
// (how they may pay, what cancelling costs) follow the company settings at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';

let f: Fleet;
let customer: TestUser;

beforeAll(async () => {
  f = await createFleet();
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
});
afterAll(async () => {
  await f.t.close();
});

const patch = async (body: object) => {
  const res = await f.call('PATCH', '/tenants/current/settings', f.admin, { body });
  expect(res.statusCode, res.body).toBe(200);
};
const terms = async (as: TestUser | null, tenant?: string) => {
  const res = await f.call('GET', '/tenants/current', as, tenant ? { tenant } : {});
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { booking: unknown }).booking;
};

describe('the public booking terms', () => {
  it('tell a visitor the defaults: both ways to pay, free until 24 hours before', async () => {
    expect(await terms(null, f.acme)).toEqual({
      customerPaymentOptions: 'both',
      cancellation: { freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } },
    });
  });

  it('follow the settings at once, for visitors and customers alike', async () => {
    await terms(null);
    await patch({
      payments: { customerPaymentOptions: 'payNow' },
      rentalPolicy: {
        cancellation: { freeUntilHoursBefore: 48, fee: { kind: 'fixed', value: 5000 } },
      },
    });
    const expected = {
      customerPaymentOptions: 'payNow',
      cancellation: { freeUntilHoursBefore: 48, fee: { kind: 'fixed', value: 5000 } },
    };
    expect(await terms(null)).toEqual(expected);
    expect(await terms(customer)).toEqual(expected);

    await patch({ payments: { customerPaymentOptions: 'payAtPickup' } });
    expect(await terms(null)).toMatchObject({ customerPaymentOptions: 'payAtPickup' });
  });

  it('stay one company’s own', async () => {
    expect(await terms(null, f.acme)).toMatchObject({ customerPaymentOptions: 'both' });
  });

  it('leave out what is staff business (deposits, damage prices)', async () => {
    const res = await f.call('GET', '/tenants/current', null);
    expect(Object.keys(res.json().booking as object).sort()).toEqual([
      'cancellation',
      'customerPaymentOptions',
    ]);
  });
});

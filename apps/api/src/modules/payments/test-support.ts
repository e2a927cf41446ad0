// Helpers for the payments tests: not part of the server. Every payment is made and moved
// through the real API.
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { expect } from 'vitest';
import { createCustomer } from '../customers/test-support.ts';
import type { Fleet } from '../vehicles/test-support.ts';
import { sandboxCards } from './sandbox-gateway.ts';

export { sandboxCards };

export const paymentBody = (customerId: string, overrides: object = {}) => ({
  amount: 50000,
  currency: 'SAR',
  paymentMethod: 'cash',
  type: 'reservation',
  customerId,
  description: 'Deposit for the weekend',
  ...overrides,
});

/** A card as the card form sends it (expiry years ahead). */
export const card = (number: string = sandboxCards.approve) => ({
  number,
  expiryMonth: 12,
  expiryYear: 2034,
  cvc: '123',
  holderName: 'Layla Haddad',
});

/** A pending payment of a fresh active customer (500.00 SAR cash unless told). */
export async function pendingPayment(f: Fleet, overrides: object = {}): Promise<PaymentView> {
  const customer = await createCustomer(f, { status: 'active' });
  const res = await f.call('POST', '/payments', f.admin, {
    body: paymentBody(customer.id, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PaymentView;
}

/** A completed payment: cash recorded, or a card approved by the sandbox. */
export async function completedPayment(f: Fleet, overrides: object = {}): Promise<PaymentView> {
  const payment = await pendingPayment(f, overrides);
  const body = payment.paymentMethod === 'cash' ? {} : { card: card() };
  const res = await f.call('POST', `/payments/${payment.id}/process`, f.admin, { body });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('completed');
  return res.json() as PaymentView;
}

import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { lookupCreateSchema } from './lookup.ts';
import {
  paymentCreateSchema,
  paymentProcessSchema,
  paymentRefundSchema,
  shownPaymentStatus,
} from './payment.ts';
import { tenantCreateSchema, tenantUpdateSchema } from './tenant.ts';

describe('payment schemas', () => {
  const payment = {
    amount: 59950,
    currency: 'SAR',
    paymentMethod: 'stripe',
    type: 'reservation',
    customerId: '0190f5b4-7c1e-7a3b-9c2d-1e2f3a4b5c61',
  };

  it('accepts a payment in integer minor units with a supported currency and method', () => {
    expect(accepts(paymentCreateSchema, payment)).toBe(true);
    expect(
      accepts(paymentCreateSchema, { ...payment, paymentMethod: 'paypal', currency: 'KWD' }),
    ).toBe(true);
  });

  it('rejects non-integer, zero or negative amounts', () => {
    expect(messagesAt(paymentCreateSchema, { ...payment, amount: 599.5 }, 'amount')).toEqual([
      'generic.integer',
    ]);
    expect(messagesAt(paymentCreateSchema, { ...payment, amount: 0 }, 'amount')).toEqual([
      'generic.positive',
    ]);
    expect(messagesAt(paymentCreateSchema, { ...payment, amount: '100' }, 'amount')).toEqual([
      'generic.invalidNumber',
    ]);
  });

  it('creates refunds only through the refund action', () => {
    expect(messagesAt(paymentCreateSchema, { ...payment, type: 'refund' }, 'type')).toEqual([
      'generic.invalidOption',
    ]);
    expect(messagesAt(paymentCreateSchema, { ...payment, currency: 'JPY' }, 'currency')).toEqual([
      'generic.invalidOption',
    ]);
  });

  it('takes a card only in the process body, to hand it to the card processor', () => {
    const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2034, cvc: '123' };
    expect(paymentProcessSchema.parse({ card }).card?.number).toBe('4242424242424242');
    expect(
      messagesAt(paymentProcessSchema, { card: { ...card, number: '42a2' } }, 'card.number'),
    ).toEqual(['payment.cardNumberInvalid']);
    expect(
      messagesAt(paymentProcessSchema, { cardDetails: { last4: '4242' } }, 'cardDetails'),
    ).toEqual(['generic.unknownField']);
  });

  it('says what a security code is and refuses a card past its month', () => {
    const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' };
    expect(messagesAt(paymentProcessSchema, { card: { ...card, cvc: '12' } }, 'card.cvc')).toEqual([
      'payment.cardCvcInvalid',
    ]);
    expect(
      messagesAt(paymentProcessSchema, { card: { ...card, expiryYear: 2020 } }, 'card.expiryYear'),
    ).toEqual(['payment.cardExpired']);
  });

  it("names the company's currency only optionally", () => {
    const { currency: _currency, ...withoutCurrency } = payment;
    expect(accepts(paymentCreateSchema, withoutCurrency)).toBe(true);
  });

  it('requires a positive refund amount and a reason', () => {
    expect(accepts(paymentRefundSchema, { amount: 1000, reason: 'Early return' })).toBe(true);
    expect(messagesAt(paymentRefundSchema, { amount: -5, reason: 'x' }, 'amount')).toEqual([
      'generic.positive',
    ]);
    expect(messagesAt(paymentRefundSchema, { amount: 5 }, 'reason')).toEqual(['generic.required']);
  });

  it('reads a completed payment given back in part as partly refunded', () => {
    expect(shownPaymentStatus({ status: 'completed', refundedAmount: 0 })).toBe('completed');
    expect(shownPaymentStatus({ status: 'completed', refundedAmount: 100 })).toBe(
      'partially_refunded',
    );
    expect(shownPaymentStatus({ status: 'refunded', refundedAmount: 5000 })).toBe('refunded');
    expect(shownPaymentStatus({ status: 'pending', refundedAmount: 0 })).toBe('pending');
  });
});

describe('lookup schema', () => {
  const lookup = { name: 'Sedan', type: 'CAR_TYPE', code: 'CAR_TYPE_SEDAN' };

  it('accepts a code shaped like CAR_TYPE_SEDAN and upper-cases it', () => {
    expect(lookupCreateSchema.parse({ ...lookup, code: 'car_type_suv' }).code).toBe('CAR_TYPE_SUV');
  });

  it.each(['CAR__TYPE', '_CAR', 'CAR_', '1CAR', 'CAR-TYPE', 'CAR TYPE'])(
    'rejects code %j',
    (code) => {
      expect(messagesAt(lookupCreateSchema, { ...lookup, code }, 'code')).toEqual([
        'lookup.invalidCode',
      ]);
    },
  );

  it('keeps description and value optional and sort order non-negative', () => {
    expect(accepts(lookupCreateSchema, { ...lookup, description: 'Four doors', value: '4' })).toBe(
      true,
    );
    expect(messagesAt(lookupCreateSchema, { ...lookup, sortOrder: -1 }, 'sortOrder')).toEqual([
      'generic.nonNegative',
    ]);
  });
});

describe('tenant schemas', () => {
  const tenant = {
    name: 'Acme Rentals',
    subdomain: ' Acme ',
    country: 'AE',
    plan: 'starter',
    adminEmail: 'admin@acme.test',
    adminFirstName: 'Huda',
    adminLastName: 'Saleh',
  };

  it('accepts a tenant and lower-cases its subdomain', () => {
    expect(tenantCreateSchema.parse(tenant).subdomain).toBe('acme');
  });

  it.each(['ab', '-acme', 'acme-', 'ac_me', 'a'.repeat(64)])(
    'rejects subdomain %j',
    (subdomain) => {
      expect(messagesAt(tenantCreateSchema, { ...tenant, subdomain }, 'subdomain')).toEqual([
        'tenant.invalidSubdomain',
      ]);
    },
  );

  it.each(['www', 'api', 'admin', 'app', 'mail', 'static'])(
    'rejects reserved subdomain %s',
    (subdomain) => {
      expect(messagesAt(tenantCreateSchema, { ...tenant, subdomain }, 'subdomain')).toEqual([
        'tenant.reservedSubdomain',
      ]);
    },
  );

  it('validates time zone, currency and tax rate', () => {
    expect(
      accepts(tenantUpdateSchema, { timeZone: 'Asia/Dubai', currency: 'AED', taxRateBp: 500 }),
    ).toBe(true);
    expect(messagesAt(tenantUpdateSchema, { timeZone: 'Mars/Base' }, 'timeZone')).toEqual([
      'tenant.invalidTimeZone',
    ]);
    expect(messagesAt(tenantUpdateSchema, { taxRateBp: 10001 }, 'taxRateBp')).toEqual([
      'generic.maxValue',
    ]);
  });

  it('creates a company from its country and plan, never from a currency of its own', () => {
    expect(messagesAt(tenantCreateSchema, { ...tenant, country: 'FR' }, 'country')).toHaveLength(1);
    expect(messagesAt(tenantCreateSchema, { ...tenant, plan: 'gold' }, 'plan')).toHaveLength(1);
    expect(messagesAt(tenantCreateSchema, { ...tenant, currency: 'AED' }, 'currency')).toEqual([
      'generic.unknownField',
    ]);
  });

  it('never changes the subdomain on update', () => {
    expect(messagesAt(tenantUpdateSchema, { subdomain: 'other' }, 'subdomain')).toEqual([
      'generic.unknownField',
    ]);
  });
});

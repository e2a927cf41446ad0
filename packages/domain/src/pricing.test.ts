import { describe, expect, it } from 'vitest';
import {
  maintenanceCost,
  paymentStatusFor,
  quoteRental,
  refundOutcome,
  remainingAmount,
  rentalDays,
} from './pricing.ts';

const at = (iso: string) => new Date(iso);

describe('rentalDays', () => {
  it('counts started 24-hour periods', () => {
    expect(rentalDays(at('2025-01-01T10:00:00Z'), at('2025-01-02T10:00:00Z'))).toBe(1);
    expect(rentalDays(at('2025-01-01T10:00:00Z'), at('2025-01-02T10:01:00Z'))).toBe(2);
    expect(rentalDays(at('2025-01-01T10:00:00Z'), at('2025-01-04T09:00:00Z'))).toBe(3);
  });

  it('charges at least one day', () => {
    expect(rentalDays(at('2025-01-01T10:00:00Z'), at('2025-01-01T12:00:00Z'))).toBe(1);
    expect(rentalDays(at('2025-01-01T10:00:00Z'), at('2025-01-01T10:00:00Z'))).toBe(1);
  });

  it('refuses invalid dates', () => {
    expect(() => rentalDays(new Date('nope'), at('2025-01-01T10:00:00Z'))).toThrow(RangeError);
  });
});

describe('quoteRental', () => {
  it('prices days, add-ons, fees and 10 % tax by default', () => {
    const quote = quoteRental({
      dailyRateMinor: 15000,
      days: 3,
      addOns: [
        { priceMinor: 2000, perDay: true, quantity: 1 }, // 6000
        { priceMinor: 500, perDay: false, quantity: 2 }, // 1000
      ],
      feesMinor: 2500,
    });
    expect(quote).toEqual({
      subtotal: 45000,
      addOnsTotal: 7000,
      discount: 0,
      fees: 2500,
      taxableAmount: 54500,
      tax: 5450,
      total: 59950,
    });
  });

  it('applies a fixed discount, capped at the subtotal', () => {
    expect(quoteRental({ dailyRateMinor: 10000, days: 2, discountMinor: 5000 }).discount).toBe(
      5000,
    );
    const capped = quoteRental({
      dailyRateMinor: 10000,
      days: 2,
      addOns: [{ priceMinor: 1000, perDay: false, quantity: 1 }],
      discountMinor: 999999,
    });
    expect(capped.discount).toBe(20000);
    expect(capped.taxableAmount).toBe(1000);
  });

  it('applies a percentage discount to the subtotal, rounded half up', () => {
    const quote = quoteRental({ dailyRateMinor: 12345, days: 1, discountPercentBp: 1000 });
    expect(quote.discount).toBe(1235);
    expect(quote.taxableAmount).toBe(11110);
  });

  it('rounds tax half up and honours the tenant tax rate', () => {
    expect(quoteRental({ dailyRateMinor: 12345, days: 1 }).tax).toBe(1235);
    expect(quoteRental({ dailyRateMinor: 12344, days: 1 }).tax).toBe(1234);
    expect(quoteRental({ dailyRateMinor: 10000, days: 1, taxRateBp: 1500 }).tax).toBe(1500);
    expect(quoteRental({ dailyRateMinor: 10000, days: 1, taxRateBp: 0 }).total).toBe(10000);
  });

  it('returns integers only', () => {
    const quote = quoteRental({
      dailyRateMinor: 3333,
      days: 7,
      discountPercentBp: 333,
      feesMinor: 1,
    });
    for (const value of Object.values(quote)) expect(Number.isInteger(value)).toBe(true);
  });

  it('refuses fractional or negative amounts', () => {
    expect(() => quoteRental({ dailyRateMinor: 100.5, days: 1 })).toThrow(RangeError);
    expect(() => quoteRental({ dailyRateMinor: 100, days: 0 })).toThrow(RangeError);
    expect(() => quoteRental({ dailyRateMinor: 100, days: 1, discountMinor: -1 })).toThrow(
      RangeError,
    );
  });
});

describe('payments arithmetic', () => {
  it('never reports a negative remaining amount', () => {
    expect(remainingAmount(10000, 2500)).toBe(7500);
    expect(remainingAmount(10000, 12000)).toBe(0);
  });

  it.each([
    [10000, 0, 0, 'pending'],
    [10000, 2500, 0, 'partial'],
    [10000, 10000, 0, 'paid'],
    [10000, 12000, 0, 'paid'],
    [10000, 10000, 10000, 'refunded'],
    [10000, 10000, 4000, 'partial'],
    [0, 0, 0, 'paid'],
  ] as const)('total %d, paid %d, refunded %d is %s', (total, paid, refunded, status) => {
    expect(paymentStatusFor(total, paid, refunded)).toBe(status);
  });

  it('keeps a partly refunded payment completed and a fully refunded one refunded', () => {
    expect(refundOutcome(10000, 0, 4000)).toEqual({
      ok: true,
      refundedAmount: 4000,
      status: 'completed',
    });
    expect(refundOutcome(10000, 4000, 6000)).toEqual({
      ok: true,
      refundedAmount: 10000,
      status: 'refunded',
    });
  });

  it('refuses a refund above what is left', () => {
    expect(refundOutcome(10000, 4000, 6001)).toEqual({
      ok: false,
      code: 'REFUND_EXCEEDS_PAID',
      refundable: 6000,
    });
    expect(refundOutcome(10000, 0, 0)).toMatchObject({ ok: false, code: 'INVALID_REFUND_AMOUNT' });
  });
});

describe('maintenanceCost', () => {
  it('adds parts, labour (fractional hours, half up), supplies and other', () => {
    expect(
      maintenanceCost({
        parts: [
          { quantity: 4, unitCost: 2500 },
          { quantity: 1, unitCost: 999 },
        ],
        labor: { hours: 1.5, rate: 12345 },
        suppliesCost: 300,
        otherCost: 200,
      }),
    ).toEqual({ parts: 10999, labor: 18518, supplies: 300, other: 200, total: 30017 });
  });
});

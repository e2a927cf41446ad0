import { describe, expect, it } from 'vitest';
import { type ChosenAddOn, quoteReservation, reservationDays } from './reservation-pricing.ts';

const at = (iso: string) => new Date(iso);
const pickup = '2031-05-01T10:00:00Z';

describe('reservationDays', () => {
  it.each([
    ['2031-05-01T10:30:00Z', 1],
    ['2031-05-02T10:00:00Z', 1],
    ['2031-05-02T10:59:00Z', 1],
    ['2031-05-02T11:00:00Z', 2],
    ['2031-05-02T11:00:01Z', 2],
    ['2031-05-03T10:59:00Z', 2],
    ['2031-05-08T10:00:00Z', 7],
  ])('counts started days after the 59-minute grace: return %s is %i', (back, days) => {
    expect(reservationDays(at(pickup), at(back))).toBe(days);
  });

  it("takes the company's grace", () => {
    expect(reservationDays(at(pickup), at('2031-05-02T10:01:00Z'), 0)).toBe(2);
    expect(reservationDays(at(pickup), at('2031-05-02T12:00:00Z'), 120)).toBe(1);
  });

  it('refuses an invalid date or grace', () => {
    expect(() => reservationDays(at('nope'), at(pickup))).toThrow(RangeError);
    expect(() => reservationDays(at(pickup), at(pickup), -1)).toThrow(RangeError);
  });
});

const gps: ChosenAddOn = {
  code: 'EXTRA_GPS',
  type: 'EXTRA',
  name: 'GPS',
  nameAr: null,
  unit: 'day',
  unitPrice: 1500,
  quantity: 1,
};
const seat: ChosenAddOn = {
  ...gps,
  code: 'EXTRA_SEAT',
  unit: 'rental',
  unitPrice: 5000,
  quantity: 2,
};

describe('quoteReservation', () => {
  it('prices the days, add-ons, discount, fees and tax', () => {
    const quote = quoteReservation({
      currency: 'SAR',
      dailyRate: 25000,
      pickupDate: at(pickup),
      returnDate: at('2031-05-04T10:30:00Z'),
      taxRateBp: 1500,
      addOns: [gps, seat],
      discount: 10000,
      additionalFees: 2500,
    });
    expect(quote).toEqual({
      currency: 'SAR',
      dailyRate: 25000,
      days: 3,
      subtotal: 75000,
      addOns: [
        { ...gps, total: 4500 },
        { ...seat, total: 10000 },
      ],
      addOnsTotal: 14500,
      discount: 10000,
      promotion: null,
      additionalFees: 2500,
      taxRateBp: 1500,
      // (75000 + 14500 - 10000 + 2500) x 15 %
      tax: 12300,
      total: 94300,
    });
  });

  it('never discounts more than the subtotal', () => {
    const quote = quoteReservation({
      currency: 'SAR',
      dailyRate: 10000,
      pickupDate: at(pickup),
      returnDate: at('2031-05-02T10:00:00Z'),
      taxRateBp: 1000,
      addOns: [seat],
      discount: 999_999,
    });
    expect(quote.discount).toBe(10000);
    expect(quote.tax).toBe(1000);
    expect(quote.total).toBe(11000);
  });

  it('rounds the tax half up', () => {
    const quote = quoteReservation({
      currency: 'SAR',
      dailyRate: 105,
      pickupDate: at(pickup),
      returnDate: at('2031-05-02T10:00:00Z'),
      taxRateBp: 1000,
    });
    expect(quote.tax).toBe(11);
    expect(quote.total).toBe(116);
  });
});

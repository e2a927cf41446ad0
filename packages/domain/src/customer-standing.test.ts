import { describe, expect, it } from 'vitest';
import { mayBook, standingRefusals, type CustomerStanding } from './customer-standing.ts';

const good: CustomerStanding = {
  status: 'active',
  dateOfBirth: '1990-05-10',
  licenseExpiryDate: '2030-01-31',
};
const window = { pickupDate: '2030-01-20', returnDate: '2030-01-31', today: '2030-01-01' };

describe('mayBook', () => {
  it('lets active and pending customers with a valid licence and age book', () => {
    expect(mayBook(good, window)).toEqual({ ok: true });
    expect(mayBook({ ...good, status: 'pending' }, window)).toEqual({ ok: true });
  });

  it.each([
    ['inactive', 'customer.inactive'],
    ['suspended', 'customer.suspended'],
    ['blacklisted', 'customer.blacklisted'],
  ] as const)('refuses a %s customer with its own message', (status, reason) => {
    expect(mayBook({ ...good, status }, window)).toEqual({ ok: false, reason });
  });

  it('accepts a licence expiring on the return date and refuses one expiring the day before', () => {
    expect(mayBook({ ...good, licenseExpiryDate: '2030-01-31' }, window).ok).toBe(true);
    expect(mayBook({ ...good, licenseExpiryDate: '2030-01-30' }, window)).toEqual({
      ok: false,
      reason: 'customer.licenseExpiresBeforeReturn',
    });
  });

  it('refuses a customer without a licence expiry date or a date of birth', () => {
    expect(mayBook({ ...good, licenseExpiryDate: null }, window)).toMatchObject({
      reason: 'customer.licenseMissing',
    });
    expect(mayBook({ ...good, dateOfBirth: null }, window)).toMatchObject({
      reason: 'customer.dateOfBirthMissing',
    });
  });

  it('applies the default minimum age of 21 on the pickup date, or the tenant’s own', () => {
    expect(mayBook({ ...good, dateOfBirth: '2009-01-20' }, window).ok).toBe(true);
    expect(mayBook({ ...good, dateOfBirth: '2009-01-21' }, window)).toEqual({
      ok: false,
      reason: 'customer.underMinimumAge',
      params: { age: 21 },
    });
    expect(mayBook(good, { ...window, minimumDriverAge: 45 })).toMatchObject({
      reason: 'customer.underMinimumAge',
      params: { age: 45 },
    });
  });
});

describe('standingRefusals', () => {
  it('names every rule the customer fails at once, in the order they are put right', () => {
    const unready = { status: 'suspended' as const, dateOfBirth: null, licenseExpiryDate: null };
    expect(standingRefusals(unready, window).map((r) => r.rule)).toEqual([
      'status',
      'licenceMissing',
      'dateOfBirthMissing',
    ]);
    expect(standingRefusals(good, window)).toEqual([]);
  });
});

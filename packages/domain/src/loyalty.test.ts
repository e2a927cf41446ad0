import { describe, expect, it } from 'vitest';
import { loyaltyPoints, loyaltyTier } from './loyalty.ts';

describe('loyalty points', () => {
  it('earns one point per whole currency unit paid, dropping fractions', () => {
    expect(loyaltyPoints(12_399, 0, 2)).toBe(123);
    expect(loyaltyPoints(99, 0, 2)).toBe(0);
  });

  it('uses the currency exponent (three-decimal currencies such as KWD)', () => {
    expect(loyaltyPoints(1_500, 0, 3)).toBe(1);
    expect(loyaltyPoints(1_500, 0, 2)).toBe(15);
  });

  it('counts payments net of refunds and never goes below zero', () => {
    expect(loyaltyPoints(50_000, 20_000, 2)).toBe(300);
    expect(loyaltyPoints(10_000, 10_000, 2)).toBe(0);
    expect(loyaltyPoints(10_000, 30_000, 2)).toBe(0);
  });
});

describe('loyalty tiers', () => {
  it('starts each tier at its threshold', () => {
    expect(loyaltyTier(0)).toBe('bronze');
    expect(loyaltyTier(999)).toBe('bronze');
    expect(loyaltyTier(1_000)).toBe('silver');
    expect(loyaltyTier(4_999)).toBe('silver');
    expect(loyaltyTier(5_000)).toBe('gold');
    expect(loyaltyTier(19_999)).toBe('gold');
    expect(loyaltyTier(20_000)).toBe('platinum');
  });
});

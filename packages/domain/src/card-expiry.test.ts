import { describe, expect, it } from 'vitest';
import { cardExpired } from './card-expiry.ts';

describe('card expiry', () => {
  const now = new Date('2026-05-31T23:30:00Z');

  it('keeps a card good through its expiry month', () => {
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });

  it('calls a card of an earlier month or year expired', () => {
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
});

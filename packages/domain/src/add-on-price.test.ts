import { describe, expect, it } from 'vitest';
import { addOnPriceOf, addOnPriceValue } from './add-on-price.ts';

describe('addOnPriceOf', () => {
  it('reads the JSON price and unit', () => {
    expect(addOnPriceOf('{"price": 2500, "unit": "day"}')).toEqual({ price: 2500, unit: 'day' });
    expect(addOnPriceOf('{"price":0,"unit":"rental"}')).toEqual({ price: 0, unit: 'rental' });
  });

  it('reads a bare whole number as a price per day', () => {
    expect(addOnPriceOf('4500')).toEqual({ price: 4500, unit: 'day' });
    expect(addOnPriceOf(' 0 ')).toEqual({ price: 0, unit: 'day' });
  });

  it.each([
    null,
    undefined,
    '',
    'free',
    '45.00',
    '-100',
    '{"price": 25.5, "unit": "day"}',
    '{"price": -1, "unit": "day"}',
    '{"price": "2500", "unit": "day"}',
    '{"price": 2500, "unit": "week"}',
    '{"price": 2500}',
    '[2500, "day"]',
    '{"price": 2500, "unit": "day"',
  ])('finds no price in %j', (value) => {
    expect(addOnPriceOf(value)).toBeNull();
  });

  it('writes a value it reads back', () => {
    const price = { price: 1200, unit: 'rental' } as const;
    expect(addOnPriceOf(addOnPriceValue(price))).toEqual(price);
  });
});

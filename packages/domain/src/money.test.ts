import { describe, expect, it } from 'vitest';
import { currencyExponents, isCurrency, supportedCurrencies } from './locale-lists.ts';
import { applyBasisPoints, currencyExponent, formatMinor, parseMoney, toMinor } from './money.ts';

describe('currencies', () => {
  it('uses each currency’s own minor-unit exponent', () => {
    expect(currencyExponent('SAR')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('OMR')).toBe(3);
    expect(currencyExponent('EGP')).toBe(2);
  });

  it('lists exactly the currencies it has exponents for', () => {
    expect([...supportedCurrencies].sort()).toEqual(Object.keys(currencyExponents).sort());
    expect(isCurrency('SAR')).toBe(true);
    expect(isCurrency('JPY')).toBe(false);
  });
});

describe('toMinor / parseMoney', () => {
  it.each([
    ['123.45', 'SAR', 12345],
    ['123.4', 'SAR', 12340],
    ['123', 'SAR', 12300],
    ['0.07', 'USD', 7],
    ['1.5', 'KWD', 1500],
    ['0.005', 'BHD', 5],
    ['-2.50', 'AED', -250],
    [' 10.00 ', 'EUR', 1000],
  ] as const)('reads %s %s as %d minor units', (input, currency, minor) => {
    expect(toMinor(input, currency)).toBe(minor);
  });

  it('avoids floating-point error (0.29 SAR is 29, not 28.999…)', () => {
    expect(toMinor('0.29', 'SAR')).toBe(29);
    expect(toMinor('1.005', 'KWD')).toBe(1005);
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(parseMoney('1.234', 'SAR')).toEqual({ ok: false, code: 'TOO_MANY_DECIMALS' });
    expect(parseMoney('1.2345', 'KWD')).toEqual({ ok: false, code: 'TOO_MANY_DECIMALS' });
  });

  it.each(['', 'abc', '1,000.00', '1.', '.5', '1e3', '--1'])('refuses %j', (input) => {
    expect(parseMoney(input, 'SAR')).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect(() => toMinor(input, 'SAR')).toThrow(RangeError);
  });

  it('refuses amounts beyond safe integers', () => {
    expect(parseMoney('999999999999999999', 'SAR')).toEqual({ ok: false, code: 'OUT_OF_RANGE' });
  });
});

describe('formatMinor', () => {
  it.each([
    [12345, 'SAR', '123.45'],
    [5, 'SAR', '0.05'],
    [0, 'SAR', '0.00'],
    [-250, 'AED', '-2.50'],
    [1500, 'KWD', '1.500'],
    [5, 'OMR', '0.005'],
    [123456789, 'USD', '1234567.89'],
  ] as const)('writes %d %s as %s', (minor, currency, text) => {
    expect(formatMinor(minor, currency)).toBe(text);
  });

  it('round-trips with toMinor', () => {
    for (const text of ['0.01', '99.99', '1000000.00'])
      expect(formatMinor(toMinor(text, 'SAR'), 'SAR')).toBe(text);
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMinor(1.5, 'SAR')).toThrow(RangeError);
  });
});

describe('applyBasisPoints', () => {
  it('rounds half up on minor units', () => {
    expect(applyBasisPoints(12345, 1000)).toBe(1235); // 1234.5 -> 1235
    expect(applyBasisPoints(12344, 1000)).toBe(1234); // 1234.4 -> 1234
    expect(applyBasisPoints(5, 1000)).toBe(1); // 0.5 -> 1
    expect(applyBasisPoints(4, 1000)).toBe(0);
    expect(applyBasisPoints(-12345, 1000)).toBe(-1235);
  });

  it('stays exact for large amounts', () => {
    expect(applyBasisPoints(9_000_000_000_000, 1500)).toBe(1_350_000_000_000);
  });
});

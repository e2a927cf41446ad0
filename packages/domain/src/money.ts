// Money as integers in the currency's minor units. No floats anywhere: decimal
// strings are parsed digit by digit.
import { currencyExponents } from './locale-lists.ts';
import type { Currency } from './locale-lists.ts';

export function currencyExponent(currency: Currency): number {
  return currencyExponents[currency];
}

export type MoneyParseResult =
  | { ok: true; minor: number }
  | { ok: false; code: 'INVALID_AMOUNT' | 'TOO_MANY_DECIMALS' | 'OUT_OF_RANGE' };

// '123.45' SAR -> 12345; '1.5' KWD -> 1500; '-2' -> -200. More decimals than the currency has
// are refused, never rounded away.
export function parseMoney(input: string, currency: Currency): MoneyParseResult {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(input.trim());
  if (!match?.[2]) return { ok: false, code: 'INVALID_AMOUNT' };
  const exponent = currencyExponent(currency);
  const fraction = match[3] ?? '';
  if (fraction.length > exponent) return { ok: false, code: 'TOO_MANY_DECIMALS' };
  const digits = `${match[2]}${fraction.padEnd(exponent, '0')}`;
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) return { ok: false, code: 'OUT_OF_RANGE' };
  return { ok: true, minor: match[1] && minor !== 0 ? -minor : minor };
}

// Like parseMoney, for trusted input: an invalid amount is a programming error (RangeError).
export function toMinor(input: string, currency: Currency): number {
  const result = parseMoney(input, currency);
  if (!result.ok) throw new RangeError(`${result.code}: ${JSON.stringify(input)} ${currency}`);
  return result.minor;
}

// 12345 SAR -> '123.45'; 5 KWD -> '0.005'. Plain digits, no grouping, no symbol: the web app
// formats for display with Intl in the user's locale.
export function formatMinor(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`);
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

// amount x basisPoints / 10 000, rounded half up (away from zero), exact for any safe integer.
export function applyBasisPoints(amountMinor: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError('Amount and basis points must be integers');
  }
  const product = BigInt(amountMinor) * BigInt(basisPoints);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + 5000n) / 10_000n;
  return Number(product < 0n ? -rounded : rounded);
}

export function sumMinor(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

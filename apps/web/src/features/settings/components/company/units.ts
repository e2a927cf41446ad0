import type { Currency } from '@motorpool/domain/locale-lists';
import { currencyExponent, formatMinor, parseMoney } from '@motorpool/domain/money';

// What a number field holds: a number, or text while it is empty or being typed.
export type NumberField = number | string;

// Amounts are shown in major units (12.50) and sent in minor units (1250) of the company's
// currency; a value that is not an amount is sent as NaN so the domain schema refuses it.
export function majorOf(minor: number | undefined, currency: Currency): string {
  return minor === undefined ? '' : formatMinor(minor, currency);
}

export function minorOf(value: NumberField, currency: Currency): number {
  const parsed = parseMoney(String(value), currency);
  return parsed.ok ? parsed.minor : Number.NaN;
}

// An optional amount: blank is left out.
export function optionalMinorOf(value: NumberField, currency: Currency): number | undefined {
  return String(value).trim() === '' ? undefined : minorOf(value, currency);
}

export const decimalsOf = (currency: Currency) => currencyExponent(currency);

// Percentages are shown as 12.5 and sent in basis points (1250).
export function percentOf(basisPoints: number): number {
  return basisPoints / 100;
}

export function basisPointsOf(value: NumberField): number {
  if (String(value).trim() === '') return Number.NaN;
  return Math.round(Number(value) * 100);
}

export function wholeOf(value: NumberField): number {
  if (String(value).trim() === '') return Number.NaN;
  return Number(value);
}

export function optionalWholeOf(value: NumberField): number | undefined {
  return String(value).trim() === '' ? undefined : Number(value);
}

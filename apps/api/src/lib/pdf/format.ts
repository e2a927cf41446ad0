// Numbers, money and times as the printed page shows them. Digits stay Latin in Arabic too (as
// in the exports), and anything read left to right (plates, numbers, amounts) is wrapped in a
// left-to-right isolate so the bidi algorithm cannot turn it around inside Arabic text.
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import { currencyExponent } from '@motorpool/domain/money';

export const ltr = (text: string) => `\u2066${text}\u2069`;

function knownCurrency(currency: string): Currency | null {
  try {
    currencyExponent(currency as Currency);
    return currency as Currency;
  } catch {
    return null;
  }
}

/** 1234550 SAR -> "12,345.50 SAR", grouped, in an LTR isolate. */
export function money(minor: number, currency: string): string {
  const known = knownCurrency(currency);
  const exponent = known ? currencyExponent(known) : 2;
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(minor / 10 ** exponent);
  return ltr(`${text} ${currency}`);
}

export const integer = (n: number) => ltr(new Intl.NumberFormat('en-US').format(n));

export const kilometres = (n: number) => ltr(`${new Intl.NumberFormat('en-US').format(n)} km`);

export const percent = (n: number) => ltr(`${Math.round(n)}%`);

function zoneOf(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "3 Jun 2030, 13:00" in the company's zone; Arabic month names with Latin digits. */
export function dateTime(iso: string, language: Language, timeZone: string): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
    timeZone: zoneOf(timeZone),
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export const zoneName = (timeZone: string) => ltr(zoneOf(timeZone));

/**
 * A printed text's `{name}` placeholders filled, each value in a first-strong isolate, so a
 * Latin name or a number keeps to itself inside Arabic and the other way round.
 */
export function fillIn(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(
    /\{(\w+)\}/g,
    (_, key: string) => `\u2068${String(params[key] ?? key)}\u2069`,
  );
}

import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';

const currencyOf = (currency: string | undefined) =>
  currency && isCurrency(currency) ? currency : defaultCurrency;

/** An amount typed in major units, in minor units: empty is none, unreadable is NaN. */
export function typedMinor(value: string, currency: string | undefined): number | undefined {
  if (value.trim() === '') return undefined;
  const parsed = parseMoney(value.trim(), currencyOf(currency));
  return parsed.ok ? parsed.minor : Number.NaN;
}

/** Minor units as a money input shows them; nothing for none. */
export function minorAsInput(minor: number | null | undefined, currency: string | undefined) {
  return minor === null || minor === undefined ? '' : formatMinor(minor, currencyOf(currency));
}

/** A typed number (hours, quantity, kilometres): empty is none, unreadable is NaN. */
export function typedNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

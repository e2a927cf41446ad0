import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';

const currencyOf = (currency: string | undefined) =>
  currency && isCurrency(currency) ? currency : defaultCurrency;

/** An amount typed in major units, in minor units: empty is none, unreadable is -1. */
export function typedMinor(value: string | number, currency: string | undefined) {
  if (value === '') return undefined;
  const parsed = parseMoney(String(value), currencyOf(currency));
  return parsed.ok ? parsed.minor : -1;
}

/** Minor units as a money input shows them. */
export function minorAsInput(minor: number, currency: string | undefined): string {
  return formatMinor(minor, currencyOf(currency));
}

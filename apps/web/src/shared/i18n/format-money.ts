import { currencyExponent } from '@motorpool/domain/money';
import { isCurrency } from '@motorpool/domain/locale-lists';

export type MoneyOptions = {
  // Whole amounts without ",00" (list prices); other amounts keep the currency's decimals.
  stripWholeDecimals?: boolean;
};

const LRI = '\u2066';
const PDI = '\u2069';

function exponentOf(currency: string, format: Intl.NumberFormat): number {
  return isCurrency(currency)
    ? currencyExponent(currency)
    : (format.resolvedOptions().maximumFractionDigits ?? 2);
}

// An amount in integer minor units as the locale writes it: "$1,490.00",
// "‏1,490.00 US$". A Latin currency code inside right-to-left text is kept as one left-to-right
// unit, so "US$" does not come apart into "$US" around the number.
export function formatMoney(
  minor: number,
  currency: string,
  locale: string,
  options: MoneyOptions = {},
): string {
  const probe = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const exponent = exponentOf(currency, probe);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
    ...(options.stripWholeDecimals ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
  });
  return format
    .formatToParts(minor / 10 ** exponent)
    .map((part) =>
      part.type === 'currency' && /[A-Za-z]/.test(part.value) && isRightToLeft(locale)
        ? `${LRI}${part.value}${PDI}`
        : part.value,
    )
    .join('');
}

function isRightToLeft(locale: string): boolean {
  return /^(ar|he|fa|ur)\b/i.test(locale);
}

import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { parseMoney } from '@motorpool/domain/money';

/** Major units as typed, in minor units of the company's currency; null when unreadable. */
export function minorFromTyped(typed: string, currency: string | undefined): number | null {
  const parsed = parseMoney(
    typed.trim(),
    currency && isCurrency(currency) ? currency : defaultCurrency,
  );
  return parsed.ok ? parsed.minor : null;
}

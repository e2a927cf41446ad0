import { useMemo } from 'react';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';

// Times in the company's zone (UTC until it is known); money from minor units in the named
// currency, the company's by default.
export function usePaymentFormat() {
  const format = useFormat();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const companyCurrency = useTenantCurrency();
  return useMemo(
    () => ({
      timeZone,
      companyCurrency,
      when: (iso: string | null | undefined) => formatZoned(iso, format.locale, timeZone),
      amount: (minor: number, currency = companyCurrency) =>
        currency ? format.money(minor, currency) : format.number(minor),
    }),
    [format, timeZone, companyCurrency],
  );
}

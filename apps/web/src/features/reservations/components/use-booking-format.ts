import { useMemo } from 'react';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';

// Booking times in the company's time zone; money from minor units in the quote's currency.
export function useBookingFormat() {
  const format = useFormat();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const tenantCurrency = useTenantCurrency();
  return useMemo(
    () => ({
      ...format,
      timeZone,
      when: (iso: string | null | undefined) => formatZoned(iso, format.locale, timeZone),
      amount: (minor: number, currency = tenantCurrency) =>
        currency ? format.money(minor, currency) : format.number(minor),
    }),
    [format, timeZone, tenantCurrency],
  );
}

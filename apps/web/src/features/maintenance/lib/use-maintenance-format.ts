import { useMemo } from 'react';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';

// Times in the company's zone (UTC until it is known); money from minor units in the company's
// currency; hours and kilometres as numbers of the reader's locale.
export function useMaintenanceFormat() {
  const format = useFormat();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const currency = useTenantCurrency();
  return useMemo(
    () => ({
      timeZone,
      currency,
      when: (iso: string | null | undefined) => formatZoned(iso, format.locale, timeZone),
      /** a calendar date (YYYY-MM-DD) */
      day: (isoDate: string | null | undefined) => format.date(isoDate),
      amount: (minor: number | null | undefined) => {
        if (minor === null || minor === undefined) return '';
        return currency ? format.money(minor, currency) : format.number(minor);
      },
      number: (value: number | null | undefined) =>
        value === null || value === undefined ? '' : format.number(value),
    }),
    [format, timeZone, currency],
  );
}

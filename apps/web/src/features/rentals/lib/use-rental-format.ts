import { useMemo } from 'react';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';

// Rental times in the company's time zone; money from minor units in the rental's currency
// (the company's when none is named).
export function useRentalFormat() {
  const base = useFormat();
  const zone = useTenantTimeZone();
  const companyCurrency = useTenantCurrency();
  return useMemo(() => {
    const timeZone = zone ?? 'UTC';
    const when = (iso: string | null | undefined) => formatZoned(iso, base.locale, timeZone);
    const amount = (minor: number, code = companyCurrency) =>
      code ? base.money(minor, code) : base.number(minor);
    return { ...base, timeZone, when, amount };
  }, [base, zone, companyCurrency]);
}

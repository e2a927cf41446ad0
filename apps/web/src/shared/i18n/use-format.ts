import { useMemo } from 'react';
import { useLanguage } from './use-language.ts';
import { formatMoney, type MoneyOptions } from './format-money.ts';
import { formatFileSize, formatKilometres } from './format-units.ts';

// Numbers, money, dates and timestamps formatted with Intl for the current language.
// Money arrives in integer minor units of `currency`.
export function useFormat() {
  const { config } = useLanguage();
  return useMemo(() => {
    const locale = config.intlLocale;
    const number = new Intl.NumberFormat(locale);
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const valid = (d: Date) => !Number.isNaN(d.getTime());
    return {
      locale,
      number: (value: number) => number.format(value),
      percent: (value: number) => percent.format(value / 100),
      money: (minor: number, currency: string, options?: MoneyOptions) =>
        formatMoney(minor, currency, locale, options),
      kilometres: (km: number) => formatKilometres(km, locale),
      dateTime(iso: string | null | undefined, empty = ''): string {
        if (!iso) return empty;
        const d = new Date(iso);
        return valid(d) ? dateTime.format(d) : empty;
      },
      // A calendar date (YYYY-MM-DD) shown as that day everywhere, whatever the time zone.
      date(iso: string | null | undefined, empty = ''): string {
        if (!iso) return empty;
        const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
        return valid(d) ? date.format(d) : empty;
      },
      fileSize: (bytes: number) => formatFileSize(bytes, locale),
    };
  }, [config.intlLocale]);
}

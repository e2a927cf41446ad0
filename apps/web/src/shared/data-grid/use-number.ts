import { useMemo } from 'react';
import { useLanguage } from '../i18n/use-language.ts';

// Counts and totals in the reader's digits and grouping.
export function useNumber() {
  const { config } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(config.intlLocale);
    return { number: (value: number) => format.format(value) };
  }, [config.intlLocale]);
}

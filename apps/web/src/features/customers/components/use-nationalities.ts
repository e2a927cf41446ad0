import { useMemo } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

// The nationalities a Gulf rental desk meets most (ISO 3166-1 alpha-2), named by Intl in the
// current language; a stored code outside the list is kept so it stays selectable.
const common = (
  'SA AE KW BH OM QA EG JO LB SY IQ YE SD MA TN DZ IN PK BD LK NP PH ID US GB CA AU DE FR IT ES ' +
  'TR CN JP KR NG KE ET ZA RU BR'
).split(' ');

export function useNationalities(...stored: (string | null | undefined)[]) {
  const { config } = useLanguage();
  const key = stored.filter(Boolean).join(',');
  return useMemo(() => {
    const regions = new Intl.DisplayNames([config.intlLocale], { type: 'region' });
    const name = (code: string | null | undefined) => (code ? (regions.of(code) ?? code) : '');
    const extra = key === '' ? [] : key.split(',');
    const options = Array.from(new Set<string>([...common, ...extra]), (code) => ({
      value: code,
      label: name(code),
    }));
    options.sort((a, b) => a.label.localeCompare(b.label, config.intlLocale));
    return { name, options };
  }, [config.intlLocale, key]);
}

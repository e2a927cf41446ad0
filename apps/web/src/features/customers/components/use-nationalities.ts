import { useMemo } from 'react';
import { countryName, countryOptions } from '../../../shared/i18n/region-names.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

// The nationalities a Gulf rental desk meets most (ISO 3166-1 alpha-2); a stored code outside
// the list is kept so it stays selectable.
const common = (
  'SA AE KW BH OM QA EG JO LB SY IQ YE SD MA TN DZ IN PK BD LK NP PH ID US GB CA AU DE FR IT ES ' +
  'TR CN JP KR NG KE ET ZA RU BR'
).split(' ');

export function useNationalities(...stored: (string | null | undefined)[]) {
  const { config } = useLanguage();
  const key = stored.filter(Boolean).join(',');
  return useMemo(() => {
    const locale = config.intlLocale;
    const name = (code: string | null | undefined) => (code ? countryName(code, locale) : '');
    const options = countryOptions([...common, ...(key === '' ? [] : key.split(','))], locale);
    return { name, options };
  }, [config.intlLocale, key]);
}

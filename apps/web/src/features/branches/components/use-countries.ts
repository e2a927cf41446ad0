import { useMemo } from 'react';
import { registrationCountries } from '@motorpool/domain/locale-lists';
import { countryName, countryOptions } from '../../../shared/i18n/region-names.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

// The registration countries plus the rest of the Gulf and its neighbours; a stored code
// outside the list stays selectable.
const gulf = ['KW', 'BH', 'OM', 'QA', 'EG', 'JO'] as const;

export function useCountries(current?: string | null) {
  const { config } = useLanguage();
  return useMemo(() => {
    const locale = config.intlLocale;
    return {
      label: (code: string) => countryName(code, locale),
      options: countryOptions([...registrationCountries, ...gulf, current ?? ''], locale),
    };
  }, [config.intlLocale, current]);
}

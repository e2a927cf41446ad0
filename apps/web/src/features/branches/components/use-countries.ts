import { useMemo } from 'react';
import { registrationCountries } from '@motorpool/domain/locale-lists';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

// The registration countries plus the rest of the Gulf and its neighbours, named by Intl in
// the current language; a stored code outside the list stays selectable.
const gulf = ['KW', 'BH', 'OM', 'QA', 'EG', 'JO'] as const;

export function useCountries(current?: string | null) {
  const { config } = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([config.intlLocale], { type: 'region' });
    const codes = [...new Set([...registrationCountries, ...gulf, ...(current ? [current] : [])])];
    const label = (code: string) => names.of(code) ?? code;
    return {
      label,
      options: codes
        .map((code) => ({ value: code, label: label(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, config.intlLocale)),
    };
  }, [config.intlLocale, current]);
}

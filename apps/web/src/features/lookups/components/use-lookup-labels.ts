import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LookupView,
  lookupTypes,
  type LookupTypeName,
} from '@motorpool/domain/schemas/lookup';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

export function isKnownType(type: string): type is LookupTypeName {
  return (lookupTypes as readonly string[]).includes(type);
}

// A lookup as the current language names it: the Arabic name in Arabic when there is one;
// the navigation types by their translated title, other types by their code.
export function useLookupLabels() {
  const { t } = useTranslation('lookups');
  const { language } = useLanguage();
  return useMemo(
    () => ({
      name: (lookup: Pick<LookupView, 'name' | 'nameAr'>) =>
        language === 'ar' && lookup.nameAr ? lookup.nameAr : lookup.name,
      type: (type: string) => (isKnownType(type) ? t(`types.${type}.label`) : type),
    }),
    [language, t],
  );
}

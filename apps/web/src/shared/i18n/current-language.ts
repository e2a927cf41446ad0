import { i18n } from './i18n.ts';
import { toLanguage, type Language } from './languages.ts';

// The language in use right now, for code outside React (the API client's accept-language).
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

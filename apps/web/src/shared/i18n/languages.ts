// The two languages (docs/product/languages.md), with what switches alongside them: direction, the locale used
// by Intl formatters, and the first day of the week (0 Sunday, 6 Saturday).
export const supportedLanguages = ['en', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

export type LanguageConfig = {
  code: Language;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  intlLocale: string;
  firstDayOfWeek: 0 | 6;
};

export const languages: Record<Language, LanguageConfig> = {
  en: { code: 'en', nativeName: 'English', dir: 'ltr', intlLocale: 'en-US', firstDayOfWeek: 0 },
  ar: { code: 'ar', nativeName: 'العربية', dir: 'rtl', intlLocale: 'ar', firstDayOfWeek: 6 },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

// i18next may report a region variant (en-GB) or an unsupported code; map it to one of ours.
export function toLanguage(value: string | undefined): Language {
  const base = value?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : defaultLanguage;
}

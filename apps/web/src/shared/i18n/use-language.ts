import { useTranslation } from 'react-i18next';
import { languages, toLanguage, type Language, type LanguageConfig } from './languages.ts';

export function useLanguage(): {
  language: Language;
  config: LanguageConfig;
  changeLanguage: (language: Language) => void;
} {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    language,
    config: languages[language],
    changeLanguage: (next) => void i18n.changeLanguage(next),
  };
}

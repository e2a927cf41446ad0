import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces } from './resources.ts';
import { defaultLanguage, supportedLanguages } from './languages.ts';
import { applyLanguageToDocument } from './apply-language.ts';
import { storageKeys } from '../storage/storage-keys.ts';

export const i18n = i18next.createInstance();

// SPEC §9: detection order query `lng`, cookie, localStorage, sessionStorage, navigator, <html
// lang>; the choice is cached in localStorage. Resources are bundled, so init is synchronous.
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', (lng) => applyLanguageToDocument(lng));
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ns: namespaces,
      defaultNS: 'common',
      supportedLngs: supportedLanguages,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: storageKeys.language,
        lookupLocalStorage: storageKeys.language,
        lookupSessionStorage: storageKeys.language,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
    });
  return i18n;
}

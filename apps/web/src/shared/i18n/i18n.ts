import i18next, { type BackendModule, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, supportedLanguages } from './languages.ts';
import { applyLanguageToDocument } from './apply-language.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import type { resources } from './resources.ts';

type NamespaceName = keyof (typeof resources)['en'];

export const i18n = i18next.createInstance();

// One chunk per language and namespace, fetched only for the language in use (a visitor never
// downloads the other language) and only once a page needs it: `common` and the host's first
// namespaces before the first paint, the rest with the routes that use them (loadNamespaces).
// Any JSON file under src/locales is a namespace, no registration.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/*.json',
);
const namespaceNames = [
  ...new Set(Object.keys(localeFiles).map((file) => file.split('/').pop()!.replace('.json', ''))),
];

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = localeFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

let ready: Promise<unknown> = Promise.resolve();

// Detection order query `lng`, cookie, localStorage, sessionStorage, navigator, <html
// lang>; the choice is cached in localStorage. Given `resources` (tests) init is synchronous;
// without, `common` and `firstNamespaces` load lazily and `i18nReady()` says when they are in.
export function initI18n(resources?: Resource, firstNamespaces: NamespaceName[] = []): typeof i18n {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  i18n.on('languageChanged', (lng) => applyLanguageToDocument(lng));
  if (!resources) i18n.use(lazyLocales);
  ready = i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...(resources ? { resources, initAsync: false } : {}),
      // `consent`: the cookie banner shows with the first screen, on every page
      ns: resources ? namespaceNames : ['common', 'consent', ...firstNamespaces],
      defaultNS: 'common',
      supportedLngs: supportedLanguages,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Both languages carry every key (locales.test.ts), so Arabic needs no English fallback
      // and does not download it; an unsupported language falls back to the default.
      fallbackLng: { ar: [], default: [defaultLanguage] },
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

export function i18nReady(): Promise<unknown> {
  return ready;
}

// Resolves once the namespaces are in for the current language (also when a chunk failed to
// load: keys then show rather than a page that never appears). A later language change loads
// every namespace loaded so far.
export function loadNamespaces(...namespaces: NamespaceName[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces(namespaceNames);
}

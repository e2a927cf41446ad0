import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type { Resource } from 'i18next';
import { initI18n } from '../shared/i18n/i18n.ts';

// Components render in the same tick, so tests hand i18n every translation up front instead of
// the lazy per-language chunks the app loads.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});
const resources: Resource = {};
for (const [file, module] of Object.entries(localeFiles)) {
  const [language, namespace] = file.split('/').slice(-2);
  if (language && namespace) {
    (resources[language] ??= {})[namespace.replace('.json', '')] = module.default;
  }
}
initI18n(resources);

// Lazy routes load their chunk on first visit; under a parallel run that can take over the
// default 1 s of findBy*/waitFor, so give them more room.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

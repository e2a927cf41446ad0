import type { resources } from './resources.ts';

// Types only: resources.ts lists the English namespaces so `t('key')` is checked; at run time
// i18n.ts loads the JSON files lazily and never imports it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

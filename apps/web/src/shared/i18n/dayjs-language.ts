import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { i18n } from './i18n.ts';
import { toLanguage } from './languages.ts';

// The dayjs locale follows the language from the moment a screen with dates loads this module
// (the back office); the first pages carry no dayjs. The Arabic locale starts the week on
// Saturday (weekStart 6); see docs/product/languages.md.
dayjs.locale(toLanguage(i18n.resolvedLanguage ?? i18n.language));
i18n.on('languageChanged', (lng: string) => dayjs.locale(toLanguage(lng)));

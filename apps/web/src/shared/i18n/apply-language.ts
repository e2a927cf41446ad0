import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { languages, toLanguage } from './languages.ts';

// Called on every language change: <html lang dir> and the dayjs locale follow the language.
// The Arabic dayjs locale starts the week on Saturday (weekStart 6), as SPEC §1 asks.
export function applyLanguageToDocument(lng: string | undefined): void {
  const config = languages[toLanguage(lng)];
  document.documentElement.lang = config.code;
  document.documentElement.dir = config.dir;
  dayjs.locale(config.code);
}

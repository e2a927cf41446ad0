import { languages, toLanguage } from './languages.ts';

// Called on every language change: <html lang dir> follow the language (dayjs, used only by the
// date pickers, follows it in dayjs-language.ts).
export function applyLanguageToDocument(lng: string | undefined): void {
  const config = languages[toLanguage(lng)];
  document.documentElement.lang = config.code;
  document.documentElement.dir = config.dir;
}

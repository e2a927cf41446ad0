import type { Language } from '@motorpool/domain/locale-lists';

// The caller's language from Accept-Language: Arabic when it leads, English otherwise.
export function requestLanguage(header: string | undefined): Language {
  return header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

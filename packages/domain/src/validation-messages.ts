// Validation message keys and their translations. Schemas fail with a KEY; the API and the
// web app turn it into text with formatMessage (placeholders such as {min} filled from params).
import type { Language } from './locale-lists.ts';
import { validationMessagesAr } from './validation-messages-ar.ts';
import { validationMessagesEn } from './validation-messages-en.ts';

export type ValidationMessageKey = keyof typeof validationMessagesEn;

export type MessageParams = Readonly<Record<string, string | number>>;

export const validationMessageKeys = Object.keys(validationMessagesEn) as ValidationMessageKey[];

export const validationMessages: Readonly<
  Record<Language, Readonly<Record<ValidationMessageKey, string>>>
> = {
  en: validationMessagesEn,
  ar: validationMessagesAr,
};

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(validationMessagesEn, value);
}

// The {name} placeholders of a message text, in order of appearance.
export function messagePlaceholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

// A placeholder without a matching param is left as it is, so a gap is visible, not silent.
export function formatMessage(
  key: ValidationMessageKey,
  lang: Language = 'en',
  params: MessageParams = {},
): string {
  const text = validationMessages[lang][key] ?? validationMessagesEn[key];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

import type { Language } from '@motorpool/domain/locale-lists';
import {
  formatMessage,
  validationMessageKeys,
  validationMessages,
  type ValidationMessageKey,
} from '@motorpool/domain/validation-messages';

const keyByEnglishText = new Map<string, ValidationMessageKey>(
  validationMessageKeys.map((key) => [validationMessages.en[key], key]),
);

/**
 * A message written in English that the domain's catalogue holds (the generic 'Unauthorized
 * access', 'Access forbidden', …), in the caller's language; any other text as it is.
 */
export function inLanguage(message: string, language: Language): string {
  const key = keyByEnglishText.get(message);
  return key ? formatMessage(key, language) : message;
}

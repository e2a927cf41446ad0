import { safeParse, type $ZodType } from 'zod/v4/core';
import type { ErrorDetail } from '@motorpool/domain/errors';
import { issuesFromZod } from '@motorpool/domain/validation-issues';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { Language } from '../i18n/languages.ts';

export type FieldErrors = Record<string, string>;

// Client-side validation with the same domain schema the API uses: the schema fails with message
// KEYS, translated here into the current language. One message per field (the first issue).
export function schemaErrors(schema: $ZodType, input: unknown, lang: Language): FieldErrors {
  const result = safeParse(schema, input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of issuesFromZod(result.error)) {
    errors[issue.path] ??= formatMessage(issue.message, lang, issue.params);
  }
  return errors;
}

// The API's validation details (`body.email`, already translated thanks to accept-language)
// mapped onto form fields. Details that name no field of the form are returned apart, so the
// caller can still tell the user about them.
export function fieldErrorsFromDetails(
  details: readonly ErrorDetail[],
  fields: readonly string[],
): { fieldErrors: FieldErrors; unmatched: ErrorDetail[] } {
  const fieldErrors: FieldErrors = {};
  const unmatched: ErrorDetail[] = [];
  for (const detail of details) {
    const path = detail.path.replace(/^body\./, '');
    if (fields.includes(path)) fieldErrors[path] ??= detail.message;
    else unmatched.push(detail);
  }
  return { fieldErrors, unmatched };
}

// Turns zod issues into `{ path, message: key, params }` and then into the API's error details
// (errors.ts ErrorDetail). Issues zod raises with its own English text (e.g. unknown keys of a
// strict object) are mapped to the closest generic key, so no untranslated text leaks out.
import type { z } from 'zod';
import type { ErrorDetail } from './errors.ts';
import type { Language } from './locale-lists.ts';
import type { MessageParams, ValidationMessageKey } from './validation-messages.ts';
import { formatMessage, isValidationMessageKey } from './validation-messages.ts';

export type ValidationIssue = {
  path: string;
  message: ValidationMessageKey;
  params?: MessageParams;
};

type ZodIssue = z.core.$ZodIssue;

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

export function issuesFromZod(error: { issues: readonly ZodIssue[] }): ValidationIssue[] {
  return error.issues.flatMap((issue): ValidationIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: formatPath([...issue.path, key]),
        message: 'generic.unknownField',
      }));
    }
    const params = issueParams(issue);
    const message = isValidationMessageKey(issue.message) ? issue.message : fallbackKey(issue);
    return [{ path: formatPath(issue.path), message, ...(params ? { params } : {}) }];
  });
}

export function toErrorDetails(
  issues: readonly ValidationIssue[],
  lang: Language = 'en',
): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path,
    message: formatMessage(issue.message, lang, issue.params),
  }));
}

// Placeholder values a message may use: {min}, {max}, {count}, {value}, or a custom issue's
// own params (e.g. {age}).
function issueParams(issue: ZodIssue): MessageParams | undefined {
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return { min, count: min, value: min };
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return { max, count: max, value: max };
  }
  if (issue.code === 'custom' && issue.params) {
    const entries = Object.entries(issue.params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    );
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

function fallbackKey(issue: ZodIssue): ValidationMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'generic.required' : 'generic.invalidFormat';
    case 'too_small':
      return issue.origin === 'string' ? 'generic.minLength' : 'generic.minValue';
    case 'too_big':
      return issue.origin === 'string' ? 'generic.maxLength' : 'generic.maxValue';
    case 'invalid_format':
      return issue.format === 'email' ? 'generic.invalidEmail' : 'generic.invalidFormat';
    case 'invalid_value':
    case 'invalid_union':
      return 'generic.invalidOption';
    case 'not_multiple_of':
      return 'generic.invalidNumber';
    default:
      return 'generic.invalidFormat';
  }
}

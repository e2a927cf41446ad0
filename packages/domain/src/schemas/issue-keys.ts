// How a schema failure names its message key, shared by the full zod schemas (common.ts) and
// the zod/mini ones (mini.ts). Free of zod itself so either can use it.
import type { ValidationMessageKey } from '../validation-messages.ts';

export type RawIssue = { code?: string; input?: unknown };

export function msg(key: ValidationMessageKey): { error: ValidationMessageKey } {
  return { error: key };
}

// Like msg, but later checks of the same field are skipped when this one fails.
export function stop(key: ValidationMessageKey): { error: ValidationMessageKey; abort: true } {
  return { error: key, abort: true };
}

// Missing -> 'generic.required', present but wrong -> `invalid`.
export function typeError(invalid: ValidationMessageKey, required?: ValidationMessageKey) {
  return (issue: RawIssue): ValidationMessageKey =>
    issue.input === undefined ? (required ?? 'generic.required') : invalid;
}

// A choice (a select's id or value) left empty arrives as '' or null: it is missing, not malformed.
export function choiceError(invalid: ValidationMessageKey) {
  return (issue: RawIssue): ValidationMessageKey =>
    issue.input === '' || issue.input === null ? 'generic.required' : typeError(invalid)(issue);
}

// A strict object: an unknown key is 'generic.unknownField', anything but an object malformed.
export function strictObjectError(issue: RawIssue): ValidationMessageKey {
  return issue.code === 'unrecognized_keys'
    ? 'generic.unknownField'
    : typeError('generic.invalidFormat')(issue);
}

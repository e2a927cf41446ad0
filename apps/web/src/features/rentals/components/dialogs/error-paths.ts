import type { FieldErrors } from '../../../../shared/forms/schema-errors.ts';

/** The inspection's nested paths (`inspection.signature`) as the dialog's flat field names. */
export function flatErrors(errors: FieldErrors): FieldErrors {
  const flat: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^inspection\./, '');
    flat[field.startsWith('marks') ? 'marks' : field] ??= message;
  }
  return flat;
}

import { loginSchema, type LoginInput } from '@motorpool/domain/schemas/login';
import { schemaErrors, type FieldErrors } from '../../../shared/forms/schema-errors.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

export type LoginValidation = { ok: true; input: LoginInput } | { ok: false; errors: FieldErrors };

// The sign-in form checked with the domain schema the API uses, messages in `language`.
export function validateLogin(values: unknown, language: Language): LoginValidation {
  const result = loginSchema.safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: schemaErrors(loginSchema, values, language) };
}

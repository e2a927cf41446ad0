import type { FormErrors } from '@mantine/form';
import { isApiError, type ApiError } from '../api/api-error.ts';
import { fieldErrorsFromDetails, type FieldErrors } from './schema-errors.ts';

type ErrorForm = {
  setErrors: (errors: FormErrors) => void;
  getInputNode: (path: string) => HTMLElement | null;
};

/**
 * Where a failed request's errors went: all onto fields (nothing left to say), some onto
 * fields and some not, or none (the caller tells the user).
 */
export type ServerErrorOutcome = 'onFields' | 'partly' | 'notOnFields';

// A form's error handling: focus the first field in error (the form's order), and put the API's
// 400/409 details back onto their fields. `adjust` lets a form name the field an error without
// details is about (a 409 on a unique code, say).
export function formErrorHandling(form: ErrorForm, fields: readonly string[]) {
  const focusFirstError = (errors: FormErrors) => {
    const first = fields.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };
  const showServerErrors = (
    error: unknown,
    adjust?: (fieldErrors: FieldErrors, error: ApiError) => void,
  ): ServerErrorOutcome => {
    const { fieldErrors, unmatched } = isApiError(error)
      ? fieldErrorsFromDetails(error.details, fields)
      : { fieldErrors: {}, unmatched: [] };
    if (adjust && isApiError(error)) adjust(fieldErrors, error);
    form.setErrors(fieldErrors);
    focusFirstError(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) return 'notOnFields';
    return unmatched.length === 0 ? 'onFields' : 'partly';
  };
  return { focusFirstError, showServerErrors };
}

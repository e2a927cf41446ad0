import { useForm, type FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyRequestError } from '../../../shared/ui/notify.ts';

// What the visitor typed, kept while the modal is closed (Escape, a click outside) so an
// accidental close loses nothing; cleared once the request has been sent.
const drafts = new Map<string, unknown>();

export function clearRequestDrafts(): void {
  drafts.clear();
}

type RequestFormOptions<Values extends Record<string, unknown>, Body> = {
  draftKey: string;
  initialValues: Values;
  schema: z.ZodType<Body>;
  // Form values -> the request body before validation (empty selects and notes left out).
  toInput: (values: Values) => unknown;
  send: (body: Body) => Promise<unknown>;
  onSuccess: (body: Body) => void;
};

// A marketing request form: validated on the client with the domain schema the API uses
// (messages in the current language), sent once valid, the API's own validation details mapped
// back onto the fields, any other failure shown as a toast. Focus moves to the first bad field.
export function useRequestForm<Values extends Record<string, unknown>, Body>({
  draftKey,
  initialValues,
  schema,
  toInput,
  send,
  onSuccess,
}: RequestFormOptions<Values, Body>) {
  const { language } = useLanguage();
  const fields = Object.keys(initialValues);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...initialValues, ...(drafts.get(draftKey) as Partial<Values> | undefined) },
    validate: (values) => schemaErrors(schema, toInput(values), language),
    onValuesChange: (values) => drafts.set(draftKey, values),
  });

  const focusFirstError = (errors: FormErrors) => {
    const first = fields.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) return;
    try {
      await send(parsed.data);
    } catch (error) {
      const { fieldErrors, unmatched } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, fields)
        : { fieldErrors: {}, unmatched: [] };
      form.setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0) notifyRequestError(error);
      return;
    }
    drafts.delete(draftKey);
    form.reset();
    onSuccess(parsed.data);
  }, focusFirstError);

  return { form, handleSubmit };
}

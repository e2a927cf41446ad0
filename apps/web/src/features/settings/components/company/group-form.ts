import { useEffect } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import type { $ZodType } from 'zod/v4/core';
import type {
  CompanySettings,
  CompanySettingsGroup,
  CompanySettingsPatch,
} from '@motorpool/domain/schemas/company-settings';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../../shared/auth/use-current-user.ts';
import { schemaErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { useUpdateCompanySettings } from '../../../../api/settings/company-settings.ts';

export type Group = CompanySettingsGroup;

// Where a form shows errors that belong to no single input (a duplicate in a list, say).
export const formLevel = '_form';

// The API's details name `body.rentalPolicy.cancellation.fee.value`; the group's form holds the
// same shape, so the path within the group is the form's path.
export function serverFieldErrors(error: unknown, group: Group): FormErrors {
  if (!isApiError(error)) return {};
  const prefix = new RegExp(`^(body\\.)?${group}\\.?`);
  const errors: FormErrors = {};
  for (const detail of error.details) {
    const path = detail.path.replace(prefix, '') || formLevel;
    errors[path] ??= detail.message;
  }
  return errors;
}

type GroupFormOptions<V extends Record<string, unknown>, P> = {
  group: Group;
  // The group's PATCH schema: the form is checked with the rules the API applies.
  schema: $ZodType;
  toValues: (settings: CompanySettings) => V;
  toPatch: (values: V) => P;
  settings: CompanySettings;
  // Puts errors the API's details do not carry (a 409) onto the form; true when it did.
  onConflict?: (error: unknown, setErrors: (errors: FormErrors) => void) => boolean;
};

// One section of the company settings: its own form, saved on its own (PATCH with its group
// alone), following the server's copy whenever that changes.
export function useGroupForm<V extends Record<string, unknown>, P>({
  group,
  schema,
  toValues,
  toPatch,
  settings,
  onConflict,
}: GroupFormOptions<V, P>) {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const { can } = useCurrentUser();
  const readOnly = !can('settings:update');
  const save = useUpdateCompanySettings();
  const form = useForm<V>({
    initialValues: toValues(settings),
    validate: (values) => schemaErrors(schema, toPatch(values), language),
  });

  useEffect(() => {
    form.setValues(toValues(settings));
    form.resetDirty();
    // The form follows the server copy only when that copy changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  const focusFirstError = () => {
    requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(`[data-settings-group="${group}"] [aria-invalid="true"]`)
        ?.focus();
    });
  };

  const section = t(`company.sections.${group}`);
  const submit = form.onSubmit((values) => {
    save.mutate({ [group]: toPatch(values) } as CompanySettingsPatch, {
      onSuccess: () => {
        notifySuccess(t('company.toasts.saved'), t('company.toasts.savedMessage', { section }));
      },
      onError: (error) => {
        const handled = onConflict?.(error, form.setErrors) ?? false;
        const fieldErrors = serverFieldErrors(error, group);
        if (Object.keys(fieldErrors).length > 0) {
          form.setErrors(fieldErrors);
          focusFirstError();
        }
        if (!handled) {
          notifyFailure(
            t('company.toasts.failed', { section }),
            isApiError(error) && error.code === 'VALIDATION_ERROR'
              ? t('company.toasts.checkFields')
              : t('toasts.retry'),
            error,
          );
        }
      },
    });
  }, focusFirstError);

  return { form, submit, readOnly, saving: save.isPending };
}

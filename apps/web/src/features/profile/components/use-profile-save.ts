import type { UseFormReturnType } from '@mantine/form';
import type { ProfileUpdateInput } from '@motorpool/domain/schemas/auth';
import type { CustomerProfileFieldsInput } from '@motorpool/domain/schemas/customer';
import { useTranslation } from 'react-i18next';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { notifyRequestError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useUpdateProfile } from '../../../api/profile/profile.ts';

type ProfileBody = ProfileUpdateInput & CustomerProfileFieldsInput;

// The profile page's forms all save through PATCH /auth/profile, so they answer alike: the API's
// field errors go back onto the fields, and a saved form is clean again.
export function useProfileSave<Values>(
  form: UseFormReturnType<Values>,
  fields: readonly string[],
  toBody: (values: Values) => ProfileBody,
) {
  const { t } = useTranslation('shell');
  const update = useUpdateProfile();
  const { focusFirstError, showServerErrors } = formErrorHandling(form, fields);
  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(toBody(values));
      notifySuccess(t('profile.saved'), t('profile.savedBody'));
      form.resetDirty();
    } catch (error) {
      if (showServerErrors(error) === 'notOnFields') notifyRequestError(error);
    }
  }, focusFirstError);
  return { submit, saving: update.isPending };
}

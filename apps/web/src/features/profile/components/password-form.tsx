import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@motorpool/domain/schemas/auth';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyRequestError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeOwnPassword } from '../../../api/profile/profile.ts';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

// POST /auth/change-password: the server checks the current password and ends other sessions.
export function PasswordForm() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const change = useChangeOwnPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => schemaErrors(changePasswordSchema, values, language),
  });

  const { focusFirstError, showServerErrors } = formErrorHandling(form, fields);

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notifySuccess(t('profile.passwordChanged'), t('profile.passwordChangedBody'));
      form.reset();
    } catch (error) {
      if (showServerErrors(error) === 'notOnFields') notifyRequestError(error);
    }
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput
            label={t('profile.currentPassword')}
            required
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('profile.newPassword')}
            required
            autoComplete="new-password"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('profile.confirmPassword')}
            required
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

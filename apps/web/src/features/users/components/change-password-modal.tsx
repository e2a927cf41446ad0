import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeUserPassword } from '../../../api/users/change-user-password.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { notifyFailure } from './notify-failure.ts';
import { setPasswordSchema } from './set-password-schema.ts';
import { fullName } from './use-user-format.ts';

const fields = ['password', 'confirmPassword'] as const;

export function ChangePasswordModal({
  user,
  opened,
  onClose,
}: {
  user: UserView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('password.title')}
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && <ChangePasswordForm user={user} onClose={onClose} />}
    </Modal>
  );
}

function ChangePasswordForm({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  const changePassword = useChangeUserPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(setPasswordSchema, values, language),
  });

  const focusFirstError = (errors: FormErrors) => {
    const first = fields.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({ id: user.id, body: values });
    } catch (error) {
      const { fieldErrors, unmatched } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, fields)
        : { fieldErrors: {}, unmatched: [] };
      form.setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0) {
        notifyFailure(t('toasts.passwordFailed.title'), t('toasts.passwordFailed.message'), error);
      }
      return;
    }
    notifySuccess(
      t('toasts.passwordChanged.title'),
      t('toasts.passwordChanged.message', { name: fullName(user) }),
    );
    onClose();
  }, focusFirstError);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t('password.description', { name: fullName(user) })}
        </Text>
        <PasswordInput
          label={t('password.new')}
          description={t('form.passwordRules')}
          withAsterisk
          autoComplete="new-password"
          dir="ltr"
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('password.confirm')}
          withAsterisk
          autoComplete="new-password"
          dir="ltr"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('password.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

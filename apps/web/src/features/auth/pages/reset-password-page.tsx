import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema } from '@motorpool/domain/schemas/auth';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyRequestError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useResetPasswordMutation } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordStrengthMeter } from '../components/password-strength-meter.tsx';
import { authPaths } from '../lib/auth-paths.ts';

// Reset password, reached from the e-mailed link (/auth/reset-password?token=…).
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useResetPasswordMutation();
  const [invalidLink, setInvalidLink] = useState(token === '');
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(resetPasswordSchema, { ...values, token }, language),
  });

  const submit = async (values: { password: string; confirmPassword: string }) => {
    try {
      await mutation.mutateAsync({ token, ...values });
      notifySuccess(t('reset.successTitle'), t('reset.successBody'));
      await navigate(authPaths.customerLogin, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        setInvalidLink(true);
        return;
      }
      const { fieldErrors } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, ['password', 'confirmPassword'])
        : { fieldErrors: {} };
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notifyRequestError(error);
    }
  };

  if (invalidLink) {
    return (
      <AuthCard
        icon={<IconAlertCircle size={28} />}
        title={t('reset.invalidTitle')}
        description={t('reset.invalidBody')}
      >
        <Stack gap="sm">
          <Button component={Link} to={authPaths.forgotPassword}>
            {t('reset.requestNew')}
          </Button>
          <Button component={Link} to={authPaths.customerLogin} variant="subtle">
            {t('forgot.backToLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')}>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => void submit(values),
          (errors) => {
            const first = (['password', 'confirmPassword'] as const).find((f) => errors[f]);
            if (first) form.getInputNode(first)?.focus();
          },
        )}
      >
        <Stack gap="md">
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby="reset-strength"
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter password={form.values.password} id="reset-strength" />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Alert variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
            {t('reset.hint')}
          </Alert>
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
          <Anchor component={Link} to={authPaths.customerLogin} fz="sm" ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

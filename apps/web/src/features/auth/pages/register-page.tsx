import { useState } from 'react';
import { Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '../../../shared/ui/modals.ts';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registrationSchema } from '@motorpool/domain/schemas/auth';
import { isApiError } from '../../../shared/api/api-error.ts';
import { startSession } from '../../../shared/auth/session-store.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyError, notifyRequestError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useRegisterMutation } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegistrationStepFields } from '../components/registration-fields.tsx';
import { authPaths } from '../lib/auth-paths.ts';
import { destinationAfterLogin } from '../lib/destination.ts';
import { fromOfState } from '../lib/use-login.ts';
import {
  emptyRegistration,
  registrationInput,
  registrationSteps,
  stepOfField,
  type RegistrationValues,
} from '../lib/registration-steps.ts';

const allFields = Object.keys(emptyRegistration);

// Customer registration: five tabs, each validated with the shared schema before the
// next opens (only that step's errors shown), a confirmation dialog, then either signed in or
// told to confirm the e-mail address first.
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useRegisterMutation();
  const [active, setActive] = useState(0);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: emptyRegistration,
  });
  const step = registrationSteps[active] ?? registrationSteps[0];
  const last = active === registrationSteps.length - 1;

  const allErrors = () =>
    schemaErrors(registrationSchema, registrationInput(form.values), language);

  const stepErrors = (index: number) => {
    const fields = (registrationSteps[index]?.fields ?? []) as readonly string[];
    return Object.fromEntries(Object.entries(allErrors()).filter(([f]) => fields.includes(f)));
  };

  // Shows the step's errors (and only those); true when the step is complete.
  const validateStep = (index: number): boolean => {
    const errors = stepErrors(index);
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
    return !first;
  };

  const goTo = (index: number) => {
    if (index > active) {
      for (let i = active; i < index; i += 1) {
        if (!validateStep(i)) {
          setActive(i);
          return;
        }
      }
    } else form.clearErrors();
    setActive(index);
  };

  const create = async () => {
    const parsed = registrationSchema.safeParse(registrationInput(form.values));
    if (!parsed.success) return;
    try {
      const result = await mutation.mutateAsync(parsed.data);
      if (result.verificationRequired) {
        setVerifyEmail(result.email);
        return;
      }
      startSession(result);
      notifySuccess(t('register.successTitle'), t('register.successBody'));
      // Back where the visitor was heading (a booking's step 4 keeps its choices in `from`).
      const roles = result.user?.roles ?? [];
      const from = fromOfState(location.state);
      await navigate(destinationAfterLogin(roles.length > 0 ? roles : ['customer'], from), {
        replace: true,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'CONFLICT') {
        form.setErrors({ email: t('register.errors.emailExists') });
        setActive(stepOfField('email'));
        notifyError(t('register.errors.emailExists'), t('register.errors.checkInfo'));
        return;
      }
      if (isApiError(error) && error.code === 'RATE_LIMITED') {
        notifyRequestError(error);
        return;
      }
      if (isApiError(error) && error.details.length > 0) {
        const { fieldErrors } = fieldErrorsFromDetails(error.details, allFields);
        form.setErrors(fieldErrors);
        const first = Object.keys(fieldErrors)[0];
        if (first) setActive(Math.max(stepOfField(first), 0));
        notifyError(t('register.errors.checkInfo'), t('register.errors.unable'));
        return;
      }
      const network = isApiError(error) && error.code === 'NETWORK_ERROR';
      notifyError(
        network ? t('register.errors.network') : t('register.errors.unable'),
        t('register.errors.tryAgain'),
      );
    }
  };

  const confirm = () => {
    for (let i = 0; i < registrationSteps.length; i += 1) {
      if (!validateStep(i)) {
        setActive(i);
        return;
      }
    }
    modals.openConfirmModal({
      title: t('register.confirm.title'),
      children: <Text fz="sm">{t('register.confirm.body', { email: form.values.email })}</Text>,
      labels: { confirm: t('register.confirm.create'), cancel: t('register.confirm.review') },
      onConfirm: () => void create(),
    });
  };

  if (verifyEmail) {
    return (
      <AuthCard
        icon={<IconMailCheck size={28} />}
        title={t('register.verify.title')}
        description={t('register.verify.body', { email: verifyEmail })}
      >
        <Button component={Link} to={authPaths.customerLogin}>
          {t('forgot.backToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard size="md" title={t('register.title')} description={t('register.description')}>
      <Text fz="sm" fw={600} c="dimmed" aria-live="polite">
        {t('register.stepOf', { current: active + 1, total: registrationSteps.length })}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (last) confirm();
          else goTo(active + 1);
        }}
      >
        <Tabs
          value={step.id}
          onChange={(v) => goTo(registrationSteps.findIndex((s) => s.id === v))}
        >
          <Tabs.List grow style={{ flexWrap: 'wrap' }}>
            {registrationSteps.map((s, index) => (
              <Tabs.Tab key={s.id} value={s.id} fz="sm">
                {`${index + 1}. ${t(`register.steps.${s.id}`)}`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {registrationSteps.map((s) => (
            <Tabs.Panel key={s.id} value={s.id} pt="lg">
              <RegistrationStepFields step={s.id} form={form} />
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="space-between" mt="xl" gap="sm">
          <Button variant="default" onClick={() => goTo(active - 1)} disabled={active === 0}>
            {t('register.previous')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {last ? t('register.create') : t('register.next')}
          </Button>
        </Group>
      </form>
      <Stack gap={4} align="center">
        <Text fz="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={authPaths.customerLogin} fw={600}>
            {t('register.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}

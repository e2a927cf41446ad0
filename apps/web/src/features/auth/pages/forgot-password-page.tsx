import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowBack, IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '@motorpool/domain/schemas/auth';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyRequestError } from '../../../shared/ui/notify.ts';
import { useForgotPasswordMutation } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { authPaths } from '../lib/auth-paths.ts';

// Forgot password: an e-mail address, then a confirmation view that can send the
// e-mail again. The answer never reveals whether the address has an account.
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const mutation = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) => schemaErrors(forgotPasswordSchema, values, language),
  });

  const send = async (email: string) => {
    try {
      await mutation.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      notifyRequestError(error);
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        icon={<IconMailForward size={28} />}
        title={t('forgot.sentTitle')}
        description={
          <>
            {t('forgot.sentBody')}{' '}
            <bdi dir="ltr" className="ltr-isolate">
              {sentTo}
            </bdi>
          </>
        }
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed" ta="center">
            {t('forgot.sentHint')}
          </Text>
          <Button variant="light" loading={mutation.isPending} onClick={() => void send(sentTo)}>
            {t('forgot.sendAnother')}
          </Button>
          <Button component={Link} to={authPaths.customerLogin} variant="subtle">
            {t('forgot.backToLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => void send(forgotPasswordSchema.parse(values).email),
          () => form.getInputNode('email')?.focus(),
        )}
      >
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to={authPaths.customerLogin} fz="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconArrowBack size={16} aria-hidden className="flip-rtl" />
                {t('forgot.backToLogin')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}

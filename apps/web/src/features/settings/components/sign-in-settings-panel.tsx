import { useEffect } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { maxOidcProviders } from '@motorpool/domain/schemas/tenant-auth-settings';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAuthSettings, useUpdateAuthSettings } from '../../../api/settings/auth-settings.ts';
import { notifyRoleFailure } from './notify-role-failure.ts';
import { ProviderFields } from './provider-fields.tsx';
import {
  emptyProvider,
  formPath,
  toUpdate,
  toValues,
  type SignInValues,
} from './sign-in-form-values.ts';

// The company's sign-in: e-mail verification at registration, and OpenID Connect buttons.
export function SignInSettingsPanel() {
  const { t } = useTranslation('settings');
  const { can } = useCurrentUser();
  const readOnly = !can('settings:update');
  const settings = useAuthSettings(true);
  const save = useUpdateAuthSettings();
  const form = useForm<SignInValues>({
    initialValues: toValues({ registrationRequiresVerification: false, oidc: null }),
  });

  const { data } = settings;
  useEffect(() => {
    if (data) {
      form.setValues(toValues(data));
      form.resetDirty();
    }
    // The form follows the server copy only when that copy changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  if (settings.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (settings.isError) return <Alert color="red">{t('signIn.loadFailed')}</Alert>;

  const submit = form.onSubmit((values) =>
    save.mutate(toUpdate(values), {
      onSuccess: () => notifySuccess(t('toasts.signInSaved'), t('toasts.signInSavedMessage')),
      onError: (error) => {
        if (isApiError(error) && error.details.length > 0) {
          form.setErrors(
            Object.fromEntries(error.details.map((d) => [formPath(d.path), d.message])),
          );
        }
        notifyRoleFailure(t('toasts.signInFailed'), t('toasts.retry'), error);
      },
    }),
  );

  const v = form.values;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch
          label={t('signIn.requireVerification')}
          description={t('signIn.requireVerificationHint')}
          disabled={readOnly}
          {...form.getInputProps('registrationRequiresVerification', { type: 'checkbox' })}
        />
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('signIn.oidcTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('signIn.oidcIntro')}
          </Text>
          <Switch
            label={t('signIn.oidcEnabled')}
            disabled={readOnly}
            {...form.getInputProps('oidcEnabled', { type: 'checkbox' })}
          />
        </Stack>
        {v.oidcEnabled && (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('signIn.issuer')}
                description={t('signIn.issuerHint')}
                required
                readOnly={readOnly}
                {...form.getInputProps('issuer')}
              />
              <TextInput
                label={t('signIn.clientId')}
                required
                readOnly={readOnly}
                {...form.getInputProps('clientId')}
              />
              <PasswordInput
                label={t('signIn.clientSecret')}
                description={v.clientSecretSet ? t('signIn.secretSet') : t('signIn.secretNotSet')}
                placeholder={v.clientSecretSet ? t('signIn.secretKept') : undefined}
                required={!v.clientSecretSet}
                readOnly={readOnly}
                autoComplete="new-password"
                {...form.getInputProps('clientSecret')}
              />
              <TextInput
                label={t('signIn.idpHintParam')}
                description={t('signIn.idpHintParamHint')}
                readOnly={readOnly}
                {...form.getInputProps('idpHintParam')}
              />
            </SimpleGrid>
            <Title order={4} fz="sm">
              {t('signIn.providers')}
            </Title>
            {form.errors.providers && (
              <Text c="red" fz="sm">
                {form.errors.providers}
              </Text>
            )}
            {v.providers.map((_provider, index) => (
              <ProviderFields key={index} form={form} index={index} readOnly={readOnly} />
            ))}
            {!readOnly && v.providers.length < maxOidcProviders && (
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => form.insertListItem('providers', emptyProvider())}
                >
                  {t('signIn.addProvider')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

import {
  ActionIcon,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SignInValues } from './sign-in-form-values.ts';

// One sign-in button: its id and label, and optionally its own issuer and client.
export function ProviderFields({
  form,
  index,
  readOnly,
}: {
  form: UseFormReturnType<SignInValues>;
  index: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('settings');
  const provider = form.values.providers[index]!;
  const field = (name: string) => form.getInputProps(`providers.${index}.${name}`);
  return (
    <Paper withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
            <TextInput
              label={t('signIn.providerId')}
              description={t('signIn.providerIdHint')}
              required
              readOnly={readOnly}
              {...field('id')}
            />
            <TextInput
              label={t('signIn.providerLabel')}
              required
              readOnly={readOnly}
              {...field('label')}
            />
          </SimpleGrid>
          {!readOnly && form.values.providers.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('signIn.removeProvider', { n: index + 1 })}
              onClick={() => form.removeListItem('providers', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        <Switch
          label={t('signIn.ownIssuer')}
          disabled={readOnly}
          {...form.getInputProps(`providers.${index}.own`, { type: 'checkbox' })}
        />
        {provider.own && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label={t('signIn.issuer')}
              required
              readOnly={readOnly}
              {...field('issuer')}
            />
            <TextInput
              label={t('signIn.clientId')}
              required
              readOnly={readOnly}
              {...field('clientId')}
            />
            <PasswordInput
              label={t('signIn.clientSecret')}
              placeholder={provider.clientSecretSet ? t('signIn.secretKept') : undefined}
              readOnly={readOnly}
              autoComplete="new-password"
              {...field('clientSecret')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

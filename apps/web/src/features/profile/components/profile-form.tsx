import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema } from '@motorpool/domain/schemas/auth';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { Profile } from '../../../api/profile/profile.ts';
import { useProfileSave } from './use-profile-save.ts';

const fields = ['firstName', 'lastName', 'phone'] as const;

// The user's own name and phone (PATCH /auth/profile); the e-mail is shown, not editable.
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
    },
    validate: (values) => schemaErrors(profileUpdateSchema, toBody(values), language),
  });
  const { submit, saving } = useProfileSave(form, fields, toBody);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.firstName')}
            required
            autoComplete="given-name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('profile.lastName')}
            required
            autoComplete="family-name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
          <TextInput label={t('profile.email')} value={profile.email} readOnly dir="ltr" />
          <TextInput
            label={t('profile.phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function toBody(values: { firstName: string; lastName: string; phone: string }) {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(phone ? { phone } : {}),
  };
}

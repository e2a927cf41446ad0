import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationCountries } from '@motorpool/domain/locale-lists';
import { customerProfileFields } from '@motorpool/domain/schemas/customer';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { countryOptions } from '../../../shared/i18n/region-names.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useProfileSave } from './use-profile-save.ts';

const fields = [
  'dateOfBirth',
  'drivingLicenseNumber',
  'licenseExpiryDate',
  'licenseCountry',
  'street',
  'city',
  'state',
  'postalCode',
  'country',
  'secondaryPhone',
  'emergencyContactName',
  'emergencyContactPhone',
  'relationship',
] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

function initialValues(customer: CustomerView): Values {
  return Object.fromEntries(fields.map((f) => [f, customer[f] ?? ''])) as Values;
}

// Only what was filled in is sent: PATCH /auth/profile leaves an absent field as it is.
function toBody(values: Values) {
  const body: Partial<Values> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

// A customer's own record beside the account: the driving licence the booking checks, the
// address and an emergency contact (PATCH /auth/profile takes them for a customer account).
export function CustomerDetailsForm({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation('shell');
  const { language, config } = useLanguage();
  const form = useForm({
    mode: 'controlled',
    initialValues: initialValues(customer),
    validate: (values) => schemaErrors(customerProfileFields, toBody(values), language),
  });
  const { submit, saving } = useProfileSave(form, fields, toBody);
  const countries = (current: string) => [
    { value: '', label: t('profile.customer.noCountry') },
    ...countryOptions([...registrationCountries, current], config.intlLocale),
  ];

  const input = (field: Field, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`profile.customer.${field}`)}
      key={form.key(field)}
      {...extra}
      {...form.getInputProps(field)}
    />
  );
  const country = (field: 'licenseCountry' | 'country') => (
    <NativeSelect
      label={t(`profile.customer.${field}`)}
      data={countries(form.values[field])}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600} component="h3" m={0} fz="md">
          {t('profile.customer.licence')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {/* given once: the minimum driver age is judged by it, so only staff correct it */}
          {input('dateOfBirth', {
            type: 'date',
            readOnly: Boolean(customer.dateOfBirth),
            description: customer.dateOfBirth ? t('profile.customer.dateOfBirthHint') : undefined,
          })}
          {input('drivingLicenseNumber', { dir: 'ltr' })}
          {input('licenseExpiryDate', { type: 'date' })}
          {country('licenseCountry')}
        </SimpleGrid>
        <Text fw={600} component="h3" m={0} fz="md">
          {t('profile.customer.address')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('street', { autoComplete: 'street-address' })}
          {input('city', { autoComplete: 'address-level2' })}
          {input('state', { autoComplete: 'address-level1' })}
          {input('postalCode', { autoComplete: 'postal-code', dir: 'ltr' })}
          {country('country')}
          {input('secondaryPhone', { type: 'tel', dir: 'ltr' })}
        </SimpleGrid>
        <Text fw={600} component="h3" m={0} fz="md">
          {t('profile.customer.emergency')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {input('emergencyContactName')}
          {input('emergencyContactPhone', { type: 'tel', dir: 'ltr' })}
          {input('relationship')}
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

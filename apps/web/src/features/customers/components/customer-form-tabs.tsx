import { NumberInput, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { languageNativeNames, languages } from '@motorpool/domain/locale-lists';
import { contactMethods, customerTypes, genders } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import type { CustomerView } from '../../../api/customers/customer-view.ts';
import { CustomerDocuments } from './customer-documents.tsx';
import type { CustomerFormValues } from './customer-form-values.ts';
import { useNationalities } from './use-nationalities.ts';

type Form = UseFormReturnType<CustomerFormValues>;

function useOptions() {
  const { t } = useTranslation('customers');
  return {
    t,
    list: <T extends string>(values: readonly T[], group: 'gender' | 'type' | 'contactMethod') =>
      values.map((value) => ({ value, label: t(`${group}.${value}` as 'gender.male') })),
  };
}

// Mantine shows a clear button for any value but null, while the form keeps an empty choice
// as '' (sent as "not given"): the select sees null, the form gets '' back when cleared.
function choiceProps(form: Form, field: keyof CustomerFormValues) {
  const props = form.getInputProps(field);
  return {
    ...props,
    value: (props.value as string) || null,
    onChange: (value: string | null) => props.onChange(value ?? ''),
  };
}

// Who the customer is, their ID and driving licence (required fields first).
export function PersonalFields({
  form,
  creating,
  currency,
}: {
  form: Form;
  creating: boolean;
  currency: string;
}) {
  const { t, list } = useOptions();
  const values = form.getValues();
  const countries = useNationalities(values.nationality, values.licenseCountry);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('fields.firstName')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('firstName')}
      />
      <TextInput label={t('fields.lastName')} withAsterisk {...form.getInputProps('lastName')} />
      <TextInput
        label={t('fields.idNumber')}
        withAsterisk
        dir="ltr"
        {...form.getInputProps('idNumber')}
      />
      <Select
        label={t('fields.customerType')}
        allowDeselect={false}
        data={list(customerTypes, 'type')}
        {...form.getInputProps('customerType')}
      />
      {creating && (
        <Select
          label={t('fields.status')}
          description={t('form.statusHint')}
          allowDeselect={false}
          data={(['pending', 'active'] as const).map((s) => ({
            value: s,
            label: t(`status.${s}`),
          }))}
          {...form.getInputProps('status')}
        />
      )}
      <TextInput
        type="date"
        label={t('fields.dateOfBirth')}
        description={t('form.bookingNeedsBirthDate')}
        {...form.getInputProps('dateOfBirth')}
      />
      <Select
        label={t('fields.gender')}
        clearable
        data={list(genders, 'gender')}
        {...choiceProps(form, 'gender')}
      />
      <Select
        label={t('fields.nationality')}
        clearable
        searchable
        data={countries.options}
        {...choiceProps(form, 'nationality')}
      />
      <TextInput
        label={t('fields.drivingLicenseNumber')}
        dir="ltr"
        {...form.getInputProps('drivingLicenseNumber')}
      />
      <TextInput
        type="date"
        label={t('fields.licenseExpiryDate')}
        description={t('form.bookingNeedsLicence')}
        {...form.getInputProps('licenseExpiryDate')}
      />
      <Select
        label={t('fields.licenseCountry')}
        clearable
        searchable
        data={countries.options}
        {...choiceProps(form, 'licenseCountry')}
      />
      <NumberInput
        label={t('fields.creditLimit', { currency })}
        allowNegative={false}
        decimalScale={3}
        {...form.getInputProps('creditLimit')}
      />
      <Textarea
        label={t('fields.notes')}
        autosize
        minRows={2}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('notes')}
      />
    </SimpleGrid>
  );
}

// Contact block: phones, e-mail, preferences, fax and website, emergency contact.
export function ContactFields({ form }: { form: Form }) {
  const { t, list } = useOptions();
  const phone = (field: keyof CustomerFormValues, required = false) => (
    <TextInput
      label={t(`fields.${field}` as 'fields.phone')}
      withAsterisk={required}
      type="tel"
      dir="ltr"
      {...form.getInputProps(field)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('fields.email')}
        withAsterisk
        type="email"
        dir="ltr"
        {...form.getInputProps('email')}
      />
      {phone('phone', true)}
      {phone('secondaryPhone')}
      <Select
        label={t('fields.preferredContactMethod')}
        clearable
        data={list(contactMethods, 'contactMethod')}
        {...choiceProps(form, 'preferredContactMethod')}
      />
      <Select
        label={t('fields.preferredLanguage')}
        clearable
        data={languages.map((value) => ({ value, label: languageNativeNames[value] }))}
        {...choiceProps(form, 'preferredLanguage')}
      />
      {phone('fax')}
      <TextInput label={t('fields.website')} dir="ltr" {...form.getInputProps('website')} />
      <TextInput
        label={t('fields.emergencyContactName')}
        {...form.getInputProps('emergencyContactName')}
      />
      {phone('emergencyContactPhone')}
      <TextInput label={t('fields.relationship')} {...form.getInputProps('relationship')} />
    </SimpleGrid>
  );
}

export function AddressFields({ form }: { form: Form }) {
  const { t } = useOptions();
  const countries = useNationalities(form.getValues().country);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('fields.country')}
        clearable
        searchable
        data={countries.options}
        {...choiceProps(form, 'country')}
      />
      <TextInput label={t('fields.city')} {...form.getInputProps('city')} />
      <TextInput label={t('fields.state')} {...form.getInputProps('state')} />
      <TextInput label={t('fields.postalCode')} dir="ltr" {...form.getInputProps('postalCode')} />
      <TextInput
        label={t('fields.street')}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('street')}
      />
    </SimpleGrid>
  );
}

// Documents are kept against a saved customer (their files are keyed by it).
export function CustomerDocumentsTab({ customer }: { customer?: CustomerView }) {
  const { t } = useOptions();
  if (customer) return <CustomerDocuments customerId={customer.id} />;
  return (
    <Text c="dimmed" fz="sm">
      {t('form.documentsAfterSave')}
    </Text>
  );
}

// Rentals are counted by the rentals module; none recorded reads as such, never as made-up rows.
export function CustomerRentalsTab({ customer }: { customer?: CustomerView }) {
  const { t } = useOptions();
  return (
    <Text c="dimmed" fz="sm">
      {customer && customer.totalRentals > 0
        ? t('form.rentalsOnDetails', { count: customer.totalRentals })
        : t('rentals.empty')}
    </Text>
  );
}

import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { fleetSizeBands } from '@motorpool/domain/marketing-lists';
import { useTranslation } from 'react-i18next';

export type RequesterValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  fleetSize: string | null;
};

export const emptyRequester: RequesterValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  fleetSize: null,
};

type RequesterField = keyof RequesterValues;

// Who is asking, shared by the contact and demo forms: name, email, company, phone, fleet size
// (all required). Email and phone stay left-to-right in Arabic.
export function RequesterFields({
  inputProps,
  autoFocus,
}: {
  inputProps: (field: RequesterField) => GetInputPropsReturnType;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('requestForm.name')}
          autoComplete="name"
          withAsterisk
          data-autofocus={autoFocus || undefined}
          {...inputProps('name')}
        />
        <TextInput
          label={t('requestForm.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t('requestForm.emailPlaceholder')}
          withAsterisk
          {...inputProps('email')}
        />
        <TextInput
          label={t('requestForm.company')}
          autoComplete="organization"
          withAsterisk
          {...inputProps('company')}
        />
        <TextInput
          label={t('requestForm.phone')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('requestForm.phonePlaceholder')}
          withAsterisk
          {...inputProps('phone')}
        />
      </SimpleGrid>
      <Select
        label={t('requestForm.fleetSize')}
        placeholder={t('requestForm.fleetSizePlaceholder')}
        data={fleetSizeBands.map((band) => ({
          value: band,
          label: t(`requestForm.fleetSizes.${band}`),
        }))}
        allowDeselect={false}
        withAsterisk
        {...inputProps('fleetSize')}
      />
    </>
  );
}

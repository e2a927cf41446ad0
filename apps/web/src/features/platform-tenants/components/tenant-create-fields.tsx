import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { companyCountries } from '@motorpool/domain/company-countries';
import { tenantPlans, trialDays } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../../../shared/i18n/region-names.ts';

/** What only a new company is asked: where it works, its plan, and who administers it. */
export type CreateValues = {
  country: string;
  plan: string;
  adminFirstName: string;
  adminLastName: string;
};

export const createDefaults: CreateValues = {
  country: 'SA',
  plan: 'starter',
  adminFirstName: '',
  adminLastName: '',
};

// Inside the form's grid: the country sets the currency, zone and VAT as sign-up does, so the
// new company is never asked for them.
export function TenantCreateFields<V extends CreateValues>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation('platform');
  const countries = useCountryOptions(companyCountries);
  const input = (field: keyof CreateValues) => form.getInputProps(field);
  return (
    <>
      <Select
        label={t('tenants.fields.country')}
        description={t('tenants.form.countryHint')}
        withAsterisk
        data={countries}
        allowDeselect={false}
        searchable
        {...input('country')}
      />
      <Select
        label={t('tenants.fields.plan')}
        description={t('tenants.form.trialHint', { days: trialDays })}
        withAsterisk
        data={tenantPlans.map((plan) => ({ value: plan, label: t(`tenants.plans.${plan}`) }))}
        allowDeselect={false}
        {...input('plan')}
      />
      <TextInput
        label={t('tenants.fields.adminFirstName')}
        withAsterisk
        dir="auto"
        {...input('adminFirstName')}
      />
      <TextInput
        label={t('tenants.fields.adminLastName')}
        withAsterisk
        dir="auto"
        {...input('adminLastName')}
      />
    </>
  );
}

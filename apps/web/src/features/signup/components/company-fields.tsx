import { Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  companyCountries,
  companyCountryDefaults,
  type CompanyCountry,
} from '@motorpool/domain/company-countries';
import { planLimits, tenantPlans, trialDays, type TenantPlan } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../../../shared/i18n/region-names.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import type { SignupValues } from '../lib/signup-values.ts';
import { SubdomainField } from './subdomain-field.tsx';

type Form = UseFormReturnType<SignupValues>;

// The company: its name, its address (suggested from the name until the visitor types one),
// the country that sets its currency and VAT, and the plan its trial starts on.
export function CompanyFields({
  form,
  onSubdomainTyped,
}: {
  form: Form;
  onSubdomainTyped: () => void;
}) {
  const { t } = useTranslation('signup');
  const format = useFormat();
  const country = form.values.country;
  const defaults = country ? companyCountryDefaults[country] : null;
  const subdomain = form.getInputProps('subdomain');
  const countries = useCountryOptions(companyCountries);

  const planLimit = (plan: TenantPlan) => {
    const { vehicles, adminUsers } = planLimits[plan];
    return vehicles === null || adminUsers === null
      ? t('plans.unlimited')
      : t('plans.limits', { vehicles: format.number(vehicles), users: format.number(adminUsers) });
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.companyName')}
        required
        autoComplete="organization"
        data-autofocus
        {...form.getInputProps('companyName')}
      />
      <SubdomainField
        value={form.values.subdomain}
        onChange={(value) => {
          onSubdomainTyped();
          form.setFieldValue('subdomain', value);
        }}
        onBlur={subdomain.onBlur as () => void}
        error={subdomain.error as string | undefined}
      />
      <Select
        label={t('fields.country')}
        required
        searchable
        allowDeselect={false}
        data={countries}
        description={
          defaults
            ? t('countryDefaults', {
                currency: defaults.currency,
                vat: format.percent(defaults.taxRateBp / 100),
              })
            : null
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('country')}
        onChange={(value) => form.setFieldValue('country', value as CompanyCountry | null)}
      />
      <Radio.Group
        label={t('fields.plan')}
        description={t('plans.trial', { days: trialDays })}
        required
        {...form.getInputProps('plan')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
          {tenantPlans.map((plan) => (
            <Radio
              key={plan}
              value={plan}
              label={t(`plans.${plan}`)}
              description={planLimit(plan)}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}

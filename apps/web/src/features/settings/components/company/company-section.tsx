import { useMemo } from 'react';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { supportedCurrencies, type Currency } from '@motorpool/domain/locale-lists';
import {
  companyGroupPatch,
  type CompanySettings,
} from '@motorpool/domain/schemas/company-settings';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useTimeZoneOptions } from '../../../../shared/i18n/region-names.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { notifyError } from '../../../../shared/ui/notify.ts';
import { useGroupForm } from './group-form.ts';
import { SectionForm } from './section-form.tsx';
import { basisPointsOf, percentOf, type NumberField } from './units.ts';

type Values = { name: string; currency: Currency; timeZone: string; taxRateBp: NumberField };

const toValues = ({ company }: CompanySettings): Values => ({
  name: company.name,
  currency: company.currency,
  timeZone: company.timeZone,
  taxRateBp: percentOf(company.taxRateBp),
});

const toPatch = (values: Values) => ({
  name: values.name.trim(),
  currency: values.currency,
  timeZone: values.timeZone,
  taxRateBp: basisPointsOf(values.taxRateBp),
});

// "Saudi Riyal (SAR)" in the user's language; the code alone where the browser has no name.
function currencyLabel(currency: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency);
    return name && name !== currency ? `${name} (${currency})` : currency;
  } catch {
    return currency;
  }
}

export function CompanySection({ settings }: { settings: CompanySettings }) {
  const { t, i18n } = useTranslation('settings');
  const { language } = useLanguage();
  const { form, submit, readOnly, saving } = useGroupForm({
    group: 'company',
    schema: companyGroupPatch,
    toValues,
    toPatch,
    settings,
    // Money already recorded in the currency: say so on the field itself, in the user's language.
    onConflict: (error, setErrors) => {
      if (!isApiError(error) || error.status !== 409) return false;
      const message = formatMessage('settings.currencyLocked', language);
      setErrors({ currency: message });
      notifyError(t('company.currencyLockedTitle'), message);
      return true;
    },
  });
  const currencies = useMemo(
    () =>
      supportedCurrencies.map((code) => ({
        value: code,
        label: currencyLabel(code, i18n.language),
      })),
    [i18n.language],
  );
  const zones = useTimeZoneOptions(settings.company.timeZone);

  return (
    <SectionForm group="company" onSubmit={submit} readOnly={readOnly} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('company.name')} required dir="auto" {...form.getInputProps('name')} />
        <Select
          label={t('company.currency')}
          description={t('company.currencyHint')}
          data={currencies}
          allowDeselect={false}
          searchable
          {...form.getInputProps('currency')}
        />
        <Select
          label={t('company.timeZone')}
          description={t('company.timeZoneHint')}
          data={zones}
          allowDeselect={false}
          searchable
          limit={100}
          nothingFoundMessage={t('company.noTimeZone')}
          {...form.getInputProps('timeZone')}
        />
        <NumberInput
          label={t('company.taxRate')}
          description={t('company.taxRateHint')}
          suffix=" %"
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps('taxRateBp')}
        />
      </SimpleGrid>
    </SectionForm>
  );
}

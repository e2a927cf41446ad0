import { NumberInput, Radio, Stack } from '@mantine/core';
import {
  customerPaymentOptions,
  paymentsGroupPatch,
  type CompanySettings,
  type CustomerPaymentOption,
} from '@motorpool/domain/schemas/company-settings';
import { vehicleCategories, type VehicleCategory } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useGroupForm } from './group-form.ts';
import { PerCategoryTable } from './per-category-table.tsx';
import { SectionForm } from './section-form.tsx';
import {
  basisPointsOf,
  decimalsOf,
  majorOf,
  optionalMinorOf,
  percentOf,
  type NumberField,
  wholeOf,
} from './units.ts';

type Values = {
  customerPaymentOptions: CustomerPaymentOption;
  securityDepositPerCategory: Record<VehicleCategory, NumberField>;
  payNowHoldMinutes: NumberField;
  maxDiscountShareBp: NumberField;
};

export function PaymentsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const currency = settings.company.currency;
  const { form, submit, readOnly, saving } = useGroupForm({
    group: 'payments',
    schema: paymentsGroupPatch,
    toValues: ({ payments }: CompanySettings): Values => ({
      customerPaymentOptions: payments.customerPaymentOptions,
      securityDepositPerCategory: Object.fromEntries(
        vehicleCategories.map((c) => [
          c,
          majorOf(payments.securityDepositPerCategory[c], currency),
        ]),
      ) as Record<VehicleCategory, NumberField>,
      payNowHoldMinutes: payments.payNowHoldMinutes,
      maxDiscountShareBp: percentOf(payments.maxDiscountShareBp),
    }),
    // A blank category takes no deposit.
    toPatch: (values: Values) => ({
      customerPaymentOptions: values.customerPaymentOptions,
      securityDepositPerCategory: Object.fromEntries(
        vehicleCategories
          .map((c) => [c, optionalMinorOf(values.securityDepositPerCategory[c], currency)] as const)
          .filter(([, minor]) => minor !== undefined),
      ),
      payNowHoldMinutes: wholeOf(values.payNowHoldMinutes),
      maxDiscountShareBp: basisPointsOf(values.maxDiscountShareBp),
    }),
    settings,
  });

  return (
    <SectionForm group="payments" onSubmit={submit} readOnly={readOnly} saving={saving}>
      <Radio.Group
        label={t('company.paymentOptions')}
        description={t('company.paymentOptionsHint')}
        {...form.getInputProps('customerPaymentOptions')}
      >
        <Stack gap="xs" mt="xs">
          {customerPaymentOptions.map((option) => (
            <Radio key={option} value={option} label={t(`company.paymentOptionLabels.${option}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label={t('company.payNowHold')}
        description={t('company.payNowHoldHint')}
        allowDecimal={false}
        allowNegative={false}
        maw={320}
        {...form.getInputProps('payNowHoldMinutes')}
      />
      <PerCategoryTable
        form={form}
        path="securityDepositPerCategory"
        caption={t('company.securityDeposit')}
        valueLabel={t('company.depositAmount', { currency })}
        blankMeans={t('company.noDeposit')}
        decimals={decimalsOf(currency)}
      />
      <NumberInput
        label={t('company.maxDiscountShare')}
        description={t('company.maxDiscountShareHint')}
        suffix=" %"
        decimalScale={2}
        allowNegative={false}
        maw={320}
        {...form.getInputProps('maxDiscountShareBp')}
      />
    </SectionForm>
  );
}

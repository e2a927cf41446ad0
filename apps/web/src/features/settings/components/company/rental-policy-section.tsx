import { Divider, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { Currency } from '@motorpool/domain/locale-lists';
import {
  rentalPolicyGroupPatch,
  type CompanySettings,
  type FeeKind,
  type FeeRule,
  type PerCategory,
} from '@motorpool/domain/schemas/company-settings';
import { vehicleCategories, type VehicleCategory } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { DamageCatalogue, newDamageRow, type DamageRow } from './damage-catalogue.tsx';
import { FeeFields } from './fee-fields.tsx';
import { formLevel, useGroupForm } from './group-form.ts';
import { PerCategoryTable } from './per-category-table.tsx';
import { SectionForm } from './section-form.tsx';
import {
  basisPointsOf,
  decimalsOf,
  majorOf,
  minorOf,
  optionalMinorOf,
  optionalWholeOf,
  percentOf,
  wholeOf,
  type NumberField,
} from './units.ts';

type FeeValues = { kind: FeeKind; value: NumberField };

type Values = {
  turnaroundBufferMinutes: NumberField;
  minimumDriverAge: NumberField;
  minimumLicenceYears: NumberField;
  noShowGraceMinutes: NumberField;
  cancellation: { freeUntilHoursBefore: NumberField; fee: FeeValues };
  lateReturnGraceMinutes: NumberField;
  lateFee: FeeValues;
  kmAllowancePerDay: Record<VehicleCategory, NumberField>;
  excessKmRate: NumberField;
  refuellingRatePer10Percent: NumberField;
  damageCatalogue: DamageRow[];
  requireVerifiedBeforeCheckout: boolean;
  requireVerifiedBeforeBooking: boolean;
  longestRentalDays: NumberField;
  furthestPickupDays: NumberField;
  maxOpenUnpaidBookings: NumberField;
};

const feeValues = (fee: FeeRule, currency: Currency): FeeValues => ({
  kind: fee.kind,
  value: fee.kind === 'percent' ? percentOf(fee.value) : majorOf(fee.value, currency),
});

const feeRule = (fee: FeeValues, currency: Currency): FeeRule => ({
  kind: fee.kind,
  value: fee.kind === 'percent' ? basisPointsOf(fee.value) : minorOf(fee.value, currency),
});

function perCategoryValues<T>(
  values: PerCategory<T>,
  show: (value: T) => NumberField,
): Record<VehicleCategory, NumberField> {
  return Object.fromEntries(
    vehicleCategories.map((c) => {
      const value = values[c];
      return [c, value === undefined ? '' : show(value)];
    }),
  ) as Record<VehicleCategory, NumberField>;
}

// Blank categories are left out (unlimited, no price).
function perCategoryPatch(
  values: Record<VehicleCategory, NumberField>,
  read: (value: NumberField) => number | undefined,
): PerCategory<number> {
  const entries = vehicleCategories
    .map((c) => [c, read(values[c])] as const)
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries);
}

function toValues({ company, rentalPolicy: p }: CompanySettings): Values {
  const currency = company.currency;
  return {
    turnaroundBufferMinutes: p.turnaroundBufferMinutes,
    minimumDriverAge: p.minimumDriverAge,
    minimumLicenceYears: p.minimumLicenceYears,
    noShowGraceMinutes: p.noShowGraceMinutes,
    cancellation: {
      freeUntilHoursBefore: p.cancellation.freeUntilHoursBefore,
      fee: feeValues(p.cancellation.fee, currency),
    },
    lateReturnGraceMinutes: p.lateReturnGraceMinutes,
    lateFee: feeValues(p.lateFee, currency),
    kmAllowancePerDay: perCategoryValues(p.kmAllowancePerDay, (km) => km),
    excessKmRate: majorOf(p.excessKmRate, currency),
    refuellingRatePer10Percent: majorOf(p.refuellingRatePer10Percent, currency),
    damageCatalogue: p.damageCatalogue.map((entry) => ({
      damageType: entry.damageType,
      location: entry.location,
      pricePerCategory: perCategoryValues(entry.pricePerCategory, (minor) =>
        majorOf(minor, currency),
      ),
    })),
    requireVerifiedBeforeCheckout: p.requireVerifiedBeforeCheckout,
    requireVerifiedBeforeBooking: p.requireVerifiedBeforeBooking,
    longestRentalDays: p.longestRentalDays,
    furthestPickupDays: p.furthestPickupDays,
    maxOpenUnpaidBookings: p.maxOpenUnpaidBookings,
  };
}

function toPatch(values: Values, currency: Currency) {
  return {
    turnaroundBufferMinutes: wholeOf(values.turnaroundBufferMinutes),
    minimumDriverAge: wholeOf(values.minimumDriverAge),
    minimumLicenceYears: wholeOf(values.minimumLicenceYears),
    noShowGraceMinutes: wholeOf(values.noShowGraceMinutes),
    cancellation: {
      freeUntilHoursBefore: wholeOf(values.cancellation.freeUntilHoursBefore),
      fee: feeRule(values.cancellation.fee, currency),
    },
    lateReturnGraceMinutes: wholeOf(values.lateReturnGraceMinutes),
    lateFee: feeRule(values.lateFee, currency),
    kmAllowancePerDay: perCategoryPatch(values.kmAllowancePerDay, optionalWholeOf),
    excessKmRate: minorOf(values.excessKmRate, currency),
    refuellingRatePer10Percent: minorOf(values.refuellingRatePer10Percent, currency),
    damageCatalogue: values.damageCatalogue.map((row) => ({
      damageType: row.damageType,
      location: row.location,
      pricePerCategory: perCategoryPatch(row.pricePerCategory, (v) => optionalMinorOf(v, currency)),
    })),
    requireVerifiedBeforeCheckout: values.requireVerifiedBeforeCheckout,
    requireVerifiedBeforeBooking: values.requireVerifiedBeforeBooking,
    longestRentalDays: wholeOf(values.longestRentalDays),
    furthestPickupDays: wholeOf(values.furthestPickupDays),
    maxOpenUnpaidBookings: wholeOf(values.maxOpenUnpaidBookings),
  };
}

export function RentalPolicySection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const currency = settings.company.currency;
  const decimals = decimalsOf(currency);
  const { form, submit, readOnly, saving } = useGroupForm({
    group: 'rentalPolicy',
    schema: rentalPolicyGroupPatch,
    toValues,
    toPatch: (values: Values) => toPatch(values, currency),
    settings,
  });
  const v = form.values;
  const whole = (path: string, label: string, hint?: string) => (
    <NumberInput
      label={label}
      description={hint}
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(path)}
    />
  );
  const money = (path: string, label: string) => (
    <NumberInput
      label={label}
      decimalScale={decimals}
      fixedDecimalScale={decimals > 0}
      allowNegative={false}
      rightSection={
        <Text fz="xs" c="dimmed">
          {currency}
        </Text>
      }
      rightSectionWidth={48}
      {...form.getInputProps(path)}
    />
  );
  const listError = form.errors.damageCatalogue ?? form.errors[formLevel];

  return (
    <SectionForm group="rentalPolicy" onSubmit={submit} readOnly={readOnly} saving={saving}>
      <Title order={3} fz="md">
        {t('company.bookingRules')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {whole('turnaroundBufferMinutes', t('company.turnaround'), t('company.turnaroundHint'))}
        {whole('noShowGraceMinutes', t('company.noShowGrace'), t('company.noShowGraceHint'))}
        {whole('minimumDriverAge', t('company.minimumDriverAge'))}
        {whole('minimumLicenceYears', t('company.minimumLicenceYears'))}
        {whole('longestRentalDays', t('company.longestRental'))}
        {whole('furthestPickupDays', t('company.furthestPickup'))}
        {whole('maxOpenUnpaidBookings', t('company.maxOpenUnpaid'), t('company.maxOpenUnpaidHint'))}
      </SimpleGrid>
      <Stack gap="xs">
        <Switch
          label={t('company.verifiedBeforeCheckout')}
          {...form.getInputProps('requireVerifiedBeforeCheckout', { type: 'checkbox' })}
        />
        <Switch
          label={t('company.verifiedBeforeBooking')}
          {...form.getInputProps('requireVerifiedBeforeBooking', { type: 'checkbox' })}
        />
      </Stack>
      <Divider />
      <Title order={3} fz="md">
        {t('company.cancellation')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {whole(
          'cancellation.freeUntilHoursBefore',
          t('company.freeUntil'),
          t('company.freeUntilHint'),
        )}
        <FeeFields
          form={form}
          path="cancellation.fee"
          kind={v.cancellation.fee.kind}
          label={t('company.cancellationFee')}
          percentHint={t('company.cancellationPercentHint')}
          fixedHint={t('company.cancellationFixedHint')}
          currency={currency}
          decimals={decimals}
        />
      </SimpleGrid>
      <Divider />
      <Title order={3} fz="md">
        {t('company.returns')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {whole('lateReturnGraceMinutes', t('company.lateGrace'), t('company.lateGraceHint'))}
        <FeeFields
          form={form}
          path="lateFee"
          kind={v.lateFee.kind}
          label={t('company.lateFee')}
          percentHint={t('company.lateFeePercentHint')}
          fixedHint={t('company.lateFeeFixedHint')}
          currency={currency}
          decimals={decimals}
        />
        {money('excessKmRate', t('company.excessKmRate'))}
        {money('refuellingRatePer10Percent', t('company.refuellingRate'))}
      </SimpleGrid>
      <PerCategoryTable
        form={form}
        path="kmAllowancePerDay"
        caption={t('company.kmAllowance')}
        valueLabel={t('company.kmPerDay')}
        blankMeans={t('company.unlimited')}
        decimals={0}
      />
      <Divider />
      <DamageCatalogue
        form={form}
        rows={v.damageCatalogue}
        readOnly={readOnly}
        currency={currency}
        decimals={decimals}
        error={typeof listError === 'string' ? listError : undefined}
        onAdd={() => form.insertListItem('damageCatalogue', newDamageRow(v.damageCatalogue))}
        onRemove={(index) => form.removeListItem('damageCatalogue', index)}
      />
    </SectionForm>
  );
}

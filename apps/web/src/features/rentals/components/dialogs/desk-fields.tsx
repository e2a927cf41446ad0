import { Input, Select, Slider, Stack, TextInput } from '@mantine/core';
import { isCardMethod } from '@motorpool/domain/schemas/payment';
import {
  paymentMethods,
  vehicleConditions,
  type PaymentMethod,
  type VehicleCondition,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';

const fuelMarks = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

// The tank from empty to full in percent; big enough to drag with a thumb.
export function FuelField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap={4} pb="lg" pt={4}>
        <Slider
          min={0}
          max={100}
          step={5}
          size="lg"
          thumbSize={28}
          marks={fuelMarks}
          value={value}
          onChange={onChange}
          label={(current) => `${current}%`}
          thumbLabel={label}
        />
      </Stack>
    </Input.Wrapper>
  );
}

export function ConditionField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: VehicleCondition | '';
  onChange: (value: VehicleCondition | '') => void;
  error?: string;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Select
      label={label}
      withAsterisk
      allowDeselect={false}
      data={vehicleConditions.map((condition) => ({
        value: condition,
        label: t(`condition.${condition}`),
      }))}
      value={value || null}
      onChange={(next) => onChange((next ?? '') as VehicleCondition | '')}
      error={error}
    />
  );
}

export type DepositTaking = { method: PaymentMethod | ''; reference: string };

// How the deposit is taken at checkout. Money the staff received has its reference (receipt
// or transfer number); a card is charged afterwards on the rental page, never here.
export function DepositFields({
  value,
  onChange,
  required,
  errors,
}: {
  value: DepositTaking;
  onChange: (value: DepositTaking) => void;
  required: boolean;
  errors: { method?: string; reference?: string };
}) {
  const { t } = useTranslation('rentals');
  const { t: tp } = useTranslation('payments');
  const byCard = value.method !== '' && isCardMethod(value.method);
  return (
    <>
      <Select
        label={t('dialogs.checkout.depositMethod')}
        withAsterisk={required}
        clearable={!required}
        data={paymentMethods.map((method) => ({ value: method, label: tp(`method.${method}`) }))}
        value={value.method || null}
        onChange={(next) => onChange({ ...value, method: (next ?? '') as PaymentMethod | '' })}
        description={byCard ? t('dialogs.checkout.depositByCard') : undefined}
        error={errors.method}
      />
      {value.method !== '' && !byCard && (
        <TextInput
          label={t('dialogs.checkout.depositReference')}
          maxLength={100}
          value={value.reference}
          onChange={(event) => onChange({ ...value, reference: event.currentTarget.value })}
          error={errors.reference}
        />
      )}
    </>
  );
}

import { Input, Select, Slider, Stack, Textarea, TextInput } from '@mantine/core';
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

// The fields of the car's state at each handover, and their labels.
const carStateKeys = {
  checkout: { fuel: 'fuelLevel', condition: 'vehicleCondition', notes: 'checkoutNotes' },
  checkin: { fuel: 'fuelLevelEnd', condition: 'vehicleConditionEnd', notes: 'checkinNotes' },
} as const;

type CarStateProps = {
  stage: keyof typeof carStateKeys;
  fuel: number;
  onFuel: (value: number) => void;
  condition: VehicleCondition | '';
  onCondition: (value: VehicleCondition | '') => void;
  notes: string;
  onNotes: (value: string) => void;
  /** the dialog's errors by field */
  errors: Record<string, string | undefined>;
};

// The car as the desk finds it at a handover, out or back: the tank, its condition, and notes.
export function CarStateFields(props: CarStateProps) {
  const { t } = useTranslation('rentals');
  const keys = carStateKeys[props.stage];
  const { errors } = props;
  return (
    <>
      <FuelField
        label={t(`fields.${keys.fuel}`)}
        value={props.fuel}
        onChange={props.onFuel}
        error={errors[keys.fuel]}
      />
      <ConditionField
        label={t(`fields.${keys.condition}`)}
        value={props.condition}
        onChange={props.onCondition}
        error={errors[keys.condition]}
      />
      <Textarea
        label={t(`fields.${keys.notes}`)}
        autosize
        minRows={2}
        maxLength={2000}
        value={props.notes}
        onChange={(event) => props.onNotes(event.currentTarget.value)}
        error={errors.notes}
      />
    </>
  );
}

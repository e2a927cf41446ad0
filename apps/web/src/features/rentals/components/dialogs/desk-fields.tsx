import { Input, Select, Slider, Stack } from '@mantine/core';
import { vehicleConditions, type VehicleCondition } from '@motorpool/domain/value-lists';
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

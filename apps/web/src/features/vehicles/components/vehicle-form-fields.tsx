import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  fuelTypes,
  transmissions,
  vehicleCategories,
  vehicleFeatures,
} from '@motorpool/domain/value-lists';
import { vehicleInitialStatuses } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import type { VehicleFormValues } from './vehicle-form-values.ts';

type Form = UseFormReturnType<VehicleFormValues>;

// The vehicle form's fields in three groups (identity, rental, specifications); every
// vehicle field. Status is chosen only when the vehicle is created.
export function VehicleFormFields({
  form,
  creating,
  currency,
}: {
  form: Form;
  creating: boolean;
  currency: string;
}) {
  const { t } = useTranslation('vehicles');
  const branches = useBranchOptions();
  const options = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as 'status.available') }));
  const numberProps = { allowNegative: false, thousandSeparator: false } as const;

  return (
    <>
      <Fieldset legend={t('form.groups.identity')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.make')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('make')}
          />
          <TextInput label={t('fields.model')} withAsterisk {...form.getInputProps('model')} />
          <TextInput
            label={t('fields.vin')}
            withAsterisk
            dir="ltr"
            maxLength={17}
            autoComplete="off"
            {...form.getInputProps('vin')}
          />
          <TextInput
            label={t('fields.licensePlate')}
            withAsterisk
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('licensePlate')}
          />
          <NumberInput
            label={t('fields.year')}
            withAsterisk
            allowDecimal={false}
            {...numberProps}
            {...form.getInputProps('year')}
          />
          <TextInput label={t('fields.color')} withAsterisk {...form.getInputProps('color')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.groups.rental')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('fields.branch')}
            withAsterisk
            searchable
            data={(branches.data ?? []).map((b) => ({
              value: b.id,
              label: `${b.name} (${b.code})`,
            }))}
            nothingFoundMessage={t('form.noBranches')}
            {...form.getInputProps('branchId')}
          />
          <NumberInput
            label={t('fields.dailyRateIn', { currency })}
            withAsterisk
            decimalScale={3}
            {...numberProps}
            {...form.getInputProps('dailyRate')}
          />
          <Select
            label={t('fields.category')}
            withAsterisk
            data={options(vehicleCategories, 'category')}
            {...form.getInputProps('category')}
          />
          {creating && (
            <Select
              label={t('fields.status')}
              allowDeselect={false}
              data={options(vehicleInitialStatuses, 'status')}
              {...form.getInputProps('status')}
            />
          )}
          <NumberInput
            label={t('fields.mileage')}
            withAsterisk
            allowDecimal={false}
            {...numberProps}
            {...form.getInputProps('mileage')}
          />
          <NumberInput
            label={t('fields.seatingCapacity')}
            withAsterisk
            allowDecimal={false}
            {...numberProps}
            {...form.getInputProps('seatingCapacity')}
          />
          <Select
            label={t('fields.fuelType')}
            withAsterisk
            data={options(fuelTypes, 'fuel')}
            {...form.getInputProps('fuelType')}
          />
          <Select
            label={t('fields.transmission')}
            withAsterisk
            data={options(transmissions, 'transmission')}
            {...form.getInputProps('transmission')}
          />
        </SimpleGrid>
        <Checkbox.Group label={t('fields.features')} mt="md" {...form.getInputProps('features')}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs" mt="xs">
            {vehicleFeatures.map((feature) => (
              <Checkbox key={feature} value={feature} label={t(`features.${feature}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Fieldset>
      <Fieldset legend={t('form.groups.specifications')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('fields.engine')} {...form.getInputProps('engine')} />
          <NumberInput
            label={t('fields.horsepower')}
            allowDecimal={false}
            {...numberProps}
            {...form.getInputProps('horsepower')}
          />
          <NumberInput
            label={t('fields.fuelCapacity')}
            {...numberProps}
            {...form.getInputProps('fuelCapacity')}
          />
          <NumberInput
            label={t('fields.trunkCapacity')}
            {...numberProps}
            {...form.getInputProps('trunkCapacity')}
          />
          <NumberInput
            label={t('fields.doors')}
            allowDecimal={false}
            {...numberProps}
            {...form.getInputProps('doors')}
          />
          <TextInput label={t('fields.dimensions')} {...form.getInputProps('dimensions')} />
          <TextInput
            type="date"
            label={t('fields.lastService')}
            {...form.getInputProps('lastService')}
          />
          <TextInput
            type="date"
            label={t('fields.nextService')}
            {...form.getInputProps('nextService')}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

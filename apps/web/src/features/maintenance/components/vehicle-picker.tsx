import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVehicleChoices } from '../../../api/maintenance/get-maintenance.ts';

// The vehicle a work order or report is for, searched by make, model or plate as typed.
export function VehiclePicker({
  value,
  error,
  disabled,
  current,
  onChange,
}: {
  value: string;
  error?: string;
  disabled?: boolean;
  /** the order's own vehicle, shown before any search */
  current?: { id: string; name: string };
  onChange: (vehicleId: string) => void;
}) {
  const { t } = useTranslation('maintenance');
  const [search, setSearch] = useState('');
  const choices = useVehicleChoices(search);
  const data = (choices.data ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: `${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})`,
  }));
  if (current && !data.some((option) => option.value === current.id))
    data.unshift({ value: current.id, label: current.name });
  return (
    <Select
      label={t('fields.vehicle')}
      placeholder={t('form.vehicleSearch')}
      withAsterisk
      searchable
      disabled={disabled}
      filter={({ options }) => options}
      onSearchChange={setSearch}
      data={data}
      nothingFoundMessage={t('form.noVehicles')}
      value={value || null}
      error={error}
      onChange={(id) => onChange(id ?? '')}
    />
  );
}

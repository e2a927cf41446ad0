import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCustomerChoices } from '../../../api/customers/customer-choices.ts';

type CustomerPickerProps = {
  value: string;
  onChange: (customerId: string) => void;
  /** the booking's customer when editing, shown before any search */
  initial?: { id: string; name: string };
  error?: string;
};

// Who the booking is for: the API searches customers as the user types (name, e-mail, phone).
export function CustomerPicker({ value, onChange, initial, error }: CustomerPickerProps) {
  const { t } = useTranslation('reservations');
  const [search, setSearch] = useState(initial?.name ?? '');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState(initial);
  const found = useCustomerChoices(debounced === chosen?.name ? '' : debounced);
  const data = useMemo(() => {
    const options = (found.data ?? []).map((customer) => ({
      value: customer.id,
      label: `${customer.firstName} ${customer.lastName}`,
    }));
    if (chosen && !options.some((option) => option.value === chosen.id)) {
      options.unshift({ value: chosen.id, label: chosen.name });
    }
    return options;
  }, [found.data, chosen]);

  return (
    <Select
      label={t('fields.customer')}
      placeholder={t('form.customerSearch')}
      withAsterisk
      searchable
      data={data}
      filter={({ options }) => options}
      onSearchChange={setSearch}
      value={value || null}
      onChange={(id, option) => {
        setChosen(id ? { id, name: option.label } : undefined);
        onChange(id ?? '');
      }}
      nothingFoundMessage={found.isFetching ? t('form.searching') : t('form.noCustomers')}
      error={error}
      data-path="customerId"
    />
  );
}

import { MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterDef, FilterOperator } from './types.ts';
import { isListOperator } from './url-state.ts';

type Props = {
  filter: FilterDef;
  op: FilterOperator;
  value: string[];
  onChange: (value: string[]) => void;
};

// The value box that fits the field and the operator: several values for in / notIn, a date
// for dates, a number for numbers, the feature's translated options for enums.
export function FilterValueInput({ filter, op, value, onChange }: Props) {
  const { t } = useTranslation('grid');
  const label = t('filters.value');
  const many = isListOperator(op);
  const one = value[0] ?? '';
  const set = (next: string | null) => onChange(next ? [next] : []);

  if (filter.type === 'enum') {
    const data = filter.options.map((option) => ({ ...option }));
    return many ? (
      <MultiSelect
        label={label}
        data={data}
        value={value}
        onChange={onChange}
        comboboxProps={{ withinPortal: false }}
      />
    ) : (
      <Select
        label={label}
        data={data}
        value={one || null}
        onChange={set}
        comboboxProps={{ withinPortal: false }}
      />
    );
  }
  if (filter.type === 'boolean') {
    return (
      <Select
        label={label}
        data={[
          { value: 'true', label: t('filters.yes') },
          { value: 'false', label: t('filters.no') },
        ]}
        value={one || null}
        onChange={set}
        comboboxProps={{ withinPortal: false }}
      />
    );
  }
  if (many) {
    return (
      <TagsInput
        label={label}
        value={value}
        onChange={onChange}
        comboboxProps={{ withinPortal: false }}
      />
    );
  }
  if (filter.type === 'number') {
    return (
      <NumberInput
        label={label}
        value={one}
        onChange={(next) => set(next === '' ? null : String(next))}
      />
    );
  }
  if (filter.type === 'date') {
    return (
      <TextInput
        label={label}
        type="date"
        value={one}
        onChange={(event) => set(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput label={label} value={one} onChange={(event) => set(event.currentTarget.value)} />
  );
}

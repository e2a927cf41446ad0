import { useState } from 'react';
import { Button, Popover, Select, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterValueInput } from './filter-value-input.tsx';
import type { FilterOperator, GridFilter, GridFilterField } from './types.ts';

type Props = {
  fields: readonly GridFilterField[];
  activeCount: number;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onAdd: (filter: GridFilter) => void;
};

// "Filters": builds one condition at a time (field, operator, value) and adds it to the list.
export function FilterBuilder({ fields, activeCount, opened, onOpenedChange, onAdd }: Props) {
  const { t } = useTranslation('grid');
  const [fieldName, setFieldName] = useState<string | null>(fields[0]?.field ?? null);
  const field = fields.find((f) => f.field === fieldName) ?? null;
  const [op, setOp] = useState<FilterOperator | null>(field?.filter.operators[0] ?? null);
  const [value, setValue] = useState<string[]>([]);

  const chooseField = (next: string | null) => {
    setFieldName(next);
    setOp(fields.find((f) => f.field === next)?.filter.operators[0] ?? null);
    setValue([]);
  };
  const chooseOp = (next: FilterOperator | null) => {
    setOp(next);
    setValue([]);
  };

  const complete = field !== null && op !== null && value.some((v) => v.trim() !== '');
  const add = () => {
    if (!complete) return;
    onAdd({ field: field.field, op, value: value.map((v) => v.trim()).filter(Boolean) });
    setValue([]);
    onOpenedChange(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-start"
      width={300}
      trapFocus
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant={activeCount > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={() => onOpenedChange(!opened)}
          aria-expanded={opened}
        >
          {activeCount > 0 ? t('filters.buttonCount', { count: activeCount }) : t('filters.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          aria-label={t('filters.title')}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('filters.field')}
              data={fields.map((f) => ({ value: f.field, label: f.label }))}
              value={fieldName}
              onChange={chooseField}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            {field && (
              <Select
                label={t('filters.operator')}
                data={field.filter.operators.map((o) => ({
                  value: o,
                  label: t(`filters.op.${o}`),
                }))}
                value={op}
                onChange={(next) => chooseOp(next as FilterOperator | null)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
            )}
            {field && op && (
              <FilterValueInput
                key={`${field.field}:${op}`}
                filter={field.filter}
                op={op}
                value={value}
                onChange={setValue}
              />
            )}
            <Button type="submit" disabled={!complete}>
              {t('filters.add')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

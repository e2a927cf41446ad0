import { Button, CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeFilter } from './filter-fields.ts';
import type { GridFilter, GridFilterField } from './types.ts';

type Props = {
  filters: readonly GridFilter[];
  fields: readonly GridFilterField[];
  onRemove: (index: number) => void;
  onClear: () => void;
};

// The active conditions, each removable, and "Clear all".
export function FilterChips({ filters, fields, onRemove, onClear }: Props) {
  const { t } = useTranslation('grid');
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.active')}>
      {filters.map((filter, index) => {
        const text = describeFilter(filter, fields, t);
        return (
          <Pill key={`${filter.field}:${filter.op}`} size="md">
            <Group gap={4} wrap="nowrap" component="span">
              <span>{text}</span>
              <CloseButton
                size="xs"
                aria-label={t('filters.remove', { filter: text })}
                onClick={() => onRemove(index)}
              />
            </Group>
          </Pill>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('filters.clearAll')}
      </Button>
    </Group>
  );
}

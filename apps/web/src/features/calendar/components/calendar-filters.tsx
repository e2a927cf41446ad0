import { Select, SimpleGrid } from '@mantine/core';
import { vehicleCategories, type VehicleCategory } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { calendarStatuses, type CalendarStatus } from '@motorpool/domain/schemas/rental-calendar';
import type { CalendarFilters } from '../../../api/calendar/calendar-query.ts';

type CalendarFilterBarProps = {
  value: CalendarFilters;
  onChange: (next: CalendarFilters) => void;
};

// Branch, vehicle category and status above the calendar; an empty select shows everything.
export function CalendarFilterBar({ value, onChange }: CalendarFilterBarProps) {
  const { t } = useTranslation(['calendar', 'vehicles']);
  const branches = useBranchOptions();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Select
        label={t('filters.branch')}
        placeholder={t('filters.allBranches')}
        data={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
        value={value.branchId}
        onChange={(branchId) => onChange({ ...value, branchId })}
        searchable
        clearable
      />
      <Select
        label={t('filters.category')}
        placeholder={t('filters.allCategories')}
        data={vehicleCategories.map((category) => ({
          value: category,
          label: t(`vehicles:category.${category}`),
        }))}
        value={value.category}
        onChange={(category) =>
          onChange({ ...value, category: category as VehicleCategory | null })
        }
        clearable
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        data={calendarStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as CalendarStatus | null })}
        clearable
      />
    </SimpleGrid>
  );
}

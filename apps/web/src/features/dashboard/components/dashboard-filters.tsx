import { Group, Select, TextInput } from '@mantine/core';
import { dashboardPeriods, maxDashboardRangeDays } from '@motorpool/domain/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { rangeProblem, type DashboardFilters as Filters } from '../lib/dashboard-filters.ts';

function BranchFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('dashboard');
  const branches = useBranchOptions();
  return (
    <Select
      label={t('filters.branch')}
      w={{ base: '100%', xs: 220 }}
      placeholder={t('filters.allBranches')}
      clearable
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      data={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      nothingFoundMessage={t('filters.noBranches')}
    />
  );
}

// The period (and, for those who see every branch, the branch) the whole dashboard is about.
export function DashboardFilters({
  value,
  onChange,
  withBranch,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
  withBranch: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const problem = rangeProblem(value.from, value.to);
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" role="search" aria-label={t('filters.label')}>
      <Select
        label={t('filters.period')}
        w={{ base: '100%', xs: 200 }}
        allowDeselect={false}
        value={value.period}
        onChange={(period) => period && onChange({ ...value, period: period as Filters['period'] })}
        data={dashboardPeriods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
      />
      {value.period === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('filters.from')}
            w={{ base: '100%', xs: 170 }}
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
            error={problem === 'order' ? t('filters.fromAfterTo') : undefined}
          />
          <TextInput
            type="date"
            label={t('filters.to')}
            w={{ base: '100%', xs: 170 }}
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
            error={
              problem === 'length'
                ? t('filters.tooLong', { days: maxDashboardRangeDays })
                : undefined
            }
          />
        </>
      )}
      {withBranch && (
        <BranchFilter
          value={value.branchId}
          onChange={(branchId) => onChange({ ...value, branchId })}
        />
      )}
    </Group>
  );
}

import {
  Button,
  Collapse,
  Group,
  Indicator,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { isCurrency, defaultCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';
import {
  fuelTypes,
  transmissions,
  vehicleCategories,
  vehicleStatuses,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import type { FilterOperator, GridFilter } from '../../../shared/data-grid/types.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';

type Props = {
  filters: readonly GridFilter[];
  onChange: (filters: GridFilter[]) => void;
  currency: string | undefined;
  /** on a branch's page the branch is fixed */
  withBranch: boolean;
};

// Vehicle filters: year and daily rate ranges, status, category, fuel, transmission
// and branch. They write filter[field][op] into the address like every grid filter; the rate
// is typed in the currency and kept in minor units, as the API takes it.
export function VehicleFilters({ filters, onChange, currency, withBranch }: Props) {
  const { t } = useTranslation('vehicles');
  const branches = useBranchOptions();
  const [opened, { toggle }] = useDisclosure(filters.length > 0);
  const money = isCurrency(currency) ? currency : defaultCurrency;

  const get = (field: string, op: FilterOperator) =>
    filters.find((f) => f.field === field && f.op === op)?.value ?? [];
  const set = (field: string, op: FilterOperator, value: string[]) => {
    const rest = filters.filter((f) => !(f.field === field && f.op === op));
    onChange(value.length > 0 ? [...rest, { field, op, value }] : rest);
  };
  const yearInput = (op: 'gte' | 'lte', label: string) => (
    <NumberInput
      label={label}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={false}
      value={get('year', op)[0] ?? ''}
      onChange={(value) => set('year', op, value === '' ? [] : [String(value)])}
    />
  );
  const rateInput = (op: 'gte' | 'lte', label: string) => {
    const stored = get('dailyRate', op)[0];
    return (
      <NumberInput
        label={label}
        allowNegative={false}
        decimalScale={3}
        value={stored ? formatMinor(Number(stored), money) : ''}
        onChange={(value) => {
          const parsed = value === '' ? null : parseMoney(String(value), money);
          set('dailyRate', op, parsed?.ok ? [String(parsed.minor)] : []);
        }}
      />
    );
  };
  const listInput = (field: string, label: string, options: { value: string; label: string }[]) => (
    <MultiSelect
      label={label}
      placeholder={get(field, 'in').length === 0 ? t('filters.any') : undefined}
      data={options}
      value={get(field, 'in')}
      onChange={(value) => set(field, 'in', value)}
      clearable
    />
  );
  const labelled = <T extends string>(
    values: readonly T[],
    group: 'status' | 'category' | 'fuel' | 'transmission',
  ) => values.map((value) => ({ value, label: t(`${group}.${value}` as 'status.available') }));

  return (
    <>
      <Group gap="xs">
        <Indicator disabled={filters.length === 0} label={filters.length} size={16}>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden />}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls="vehicle-filters"
          >
            {t('filters.title')}
          </Button>
        </Indicator>
        {filters.length > 0 && (
          <Button variant="subtle" onClick={() => onChange([])}>
            {t('list.noResults.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} id="vehicle-filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {yearInput('gte', t('filters.minYear'))}
          {yearInput('lte', t('filters.maxYear'))}
          {rateInput('gte', t('filters.minRate'))}
          {rateInput('lte', t('filters.maxRate'))}
          {listInput('status', t('filters.status'), labelled(vehicleStatuses, 'status'))}
          {listInput('category', t('filters.category'), labelled(vehicleCategories, 'category'))}
          {listInput('fuelType', t('filters.fuelType'), labelled(fuelTypes, 'fuel'))}
          {listInput(
            'transmission',
            t('filters.transmission'),
            labelled(transmissions, 'transmission'),
          )}
          {withBranch && (
            <Select
              label={t('filters.branch')}
              placeholder={t('filters.any')}
              clearable
              searchable
              data={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              value={get('branchId', 'equals')[0] ?? null}
              onChange={(value) => set('branchId', 'equals', value ? [value] : [])}
            />
          )}
        </SimpleGrid>
      </Collapse>
    </>
  );
}

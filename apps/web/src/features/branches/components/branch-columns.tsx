import { Anchor } from '@mantine/core';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { branchStatuses } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { BranchStatusBadge } from './branch-status-badge.tsx';
import { useCountries } from './use-countries.ts';

// The branches grid's columns (GET /branches: status enum, city and country text; sort by
// name, code, city, createdAt).
export function useBranchColumns(): GridColumn<BranchView>[] {
  const { t } = useTranslation('branches');
  const format = useFormat();
  const countries = useCountries();
  return [
    {
      key: 'name',
      title: t('columns.name'),
      sortField: 'name',
      firstDirection: 'asc',
      render: (branch) => (
        <Anchor component={Link} to={paths.admin.branchDetail.getHref(branch.id)} fz="sm" fw={600}>
          {branch.name}
        </Anchor>
      ),
    },
    {
      key: 'code',
      title: t('columns.code'),
      sortField: 'code',
      firstDirection: 'asc',
      hideable: true,
      render: (branch) => <Ltr>{branch.code}</Ltr>,
    },
    {
      key: 'city',
      title: t('columns.city'),
      sortField: 'city',
      firstDirection: 'asc',
      hideable: true,
      filter: { type: 'text', operators: ['contains', 'equals'] },
    },
    {
      key: 'country',
      title: t('columns.country'),
      hideable: true,
      filter: { type: 'enum', operators: ['equals'], options: countries.options },
      render: (branch) => countries.label(branch.country),
    },
    {
      key: 'status',
      title: t('columns.status'),
      hideable: true,
      filter: {
        type: 'enum',
        operators: ['equals', 'in', 'notIn'],
        options: branchStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
      render: (branch) => <BranchStatusBadge status={branch.status} />,
    },
    {
      key: 'managerName',
      title: t('columns.manager'),
      hideable: true,
      render: (branch) => branch.managerName ?? '',
    },
    {
      key: 'vehicleCount',
      title: t('columns.vehicles'),
      hideable: true,
      render: (branch) => format.number(branch.vehicleCount),
    },
    {
      key: 'phone',
      title: t('columns.phone'),
      hideable: true,
      defaultHidden: true,
      render: (branch) => <Ltr>{branch.phone}</Ltr>,
    },
  ];
}

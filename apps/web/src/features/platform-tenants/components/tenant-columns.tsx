import { Anchor, Badge } from '@mantine/core';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { tenantStatuses } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

export const tenantStatusColors = {
  trial: 'blue',
  active: 'green',
  trial_ended: 'yellow',
  suspended: 'orange',
  inactive: 'gray',
  deletion_scheduled: 'red',
} as const;

export function TenantStatusBadge({ status }: { status: PlatformTenantView['status'] }) {
  const { t } = useTranslation('platform');
  return (
    <StatusBadge
      status={status}
      colors={tenantStatusColors}
      label={t(`tenants.status.${status}`)}
    />
  );
}

// The companies grid's columns (GET /platform/tenants: status enum, currency text; sort by
// name, subdomain, status, createdAt).
export function useTenantColumns(): GridColumn<PlatformTenantView>[] {
  const { t } = useTranslation('platform');
  const format = useFormat();
  return [
    {
      key: 'name',
      title: t('tenants.columns.name'),
      sortField: 'name',
      firstDirection: 'asc',
      render: (tenant) => (
        <Anchor component={Link} to={paths.admin.tenantDetail.getHref(tenant.id)} fz="sm" fw={600}>
          {tenant.name}
        </Anchor>
      ),
    },
    {
      key: 'subdomain',
      title: t('tenants.columns.subdomain'),
      sortField: 'subdomain',
      firstDirection: 'asc',
      hideable: true,
      render: (tenant) => <Ltr>{tenant.subdomain}</Ltr>,
    },
    {
      key: 'status',
      title: t('tenants.columns.status'),
      sortField: 'status',
      firstDirection: 'asc',
      hideable: true,
      filter: {
        type: 'enum',
        operators: ['equals', 'in', 'notIn'],
        options: tenantStatuses.map((status) => ({
          value: status,
          label: t(`tenants.status.${status}`),
        })),
      },
      render: (tenant) => <TenantStatusBadge status={tenant.status} />,
    },
    {
      key: 'plan',
      title: t('tenants.columns.plan'),
      hideable: true,
      render: (tenant) => t(`tenants.plans.${tenant.plan}`),
    },
    {
      key: 'trialEndsAt',
      title: t('tenants.columns.trialEndsAt'),
      hideable: true,
      render: (tenant) =>
        tenant.trialEndsAt && (tenant.status === 'trial' || tenant.status === 'trial_ended')
          ? format.date(tenant.trialEndsAt)
          : '—',
    },
    {
      key: 'currency',
      title: t('tenants.columns.currency'),
      hideable: true,
      filter: { type: 'text', operators: ['equals'] },
      render: (tenant) => <Badge variant="outline">{tenant.currency}</Badge>,
    },
    {
      key: 'vehicles',
      title: t('tenants.columns.vehicles'),
      hideable: true,
      render: (tenant) => format.number(tenant.usage.vehicles),
    },
    {
      key: 'users',
      title: t('tenants.columns.users'),
      hideable: true,
      render: (tenant) => format.number(tenant.usage.users),
    },
    {
      key: 'reservations',
      title: t('tenants.columns.reservations'),
      hideable: true,
      defaultHidden: true,
      render: (tenant) => format.number(tenant.usage.reservations),
    },
    {
      key: 'createdAt',
      title: t('tenants.columns.createdAt'),
      sortField: 'createdAt',
      firstDirection: 'desc',
      hideable: true,
      render: (tenant) => format.date(tenant.createdAt),
    },
  ];
}

import { useMemo } from 'react';
import { Anchor, Badge, Text } from '@mantine/core';
import { customerStatuses, customerTypes } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { customerName, type CustomerView } from '../api/customer-view.ts';
import { CustomerStatusBadge } from './customer-status-badge.tsx';
import { useNationalities } from './use-nationalities.ts';

const tierColors = { bronze: 'orange', silver: 'gray', gold: 'yellow', platinum: 'grape' };

// The customers grid's columns, sorts and filters (GET /customers). A phone shows the name and
// the status; the contact columns come in from a tablet up.
export function useCustomerColumns(): GridColumn<CustomerView>[] {
  const { t } = useTranslation('customers');
  const format = useFormat();
  const nationalities = useNationalities();
  return useMemo(
    () => [
      {
        key: 'name',
        title: t('columns.name'),
        sortField: 'lastName',
        firstDirection: 'asc',
        visibleFrom: 'base',
        render: (customer) => (
          <Anchor
            component={Link}
            to={paths.admin.customerDetail.getHref(customer.id)}
            fz="sm"
            fw={600}
            onClick={(event) => event.stopPropagation()}
          >
            <bdi>{customerName(customer)}</bdi>
          </Anchor>
        ),
      },
      {
        key: 'email',
        title: t('columns.email'),
        sortField: 'email',
        firstDirection: 'asc',
        visibleFrom: 'md',
        ellipsis: true,
        hideable: true,
        render: (customer) => <Ltr>{customer.email}</Ltr>,
      },
      {
        key: 'phone',
        title: t('columns.phone'),
        visibleFrom: 'lg',
        hideable: true,
        render: (customer) => <Ltr>{customer.phone}</Ltr>,
      },
      {
        key: 'status',
        title: t('columns.status'),
        sortField: 'status',
        visibleFrom: 'base',
        hideable: true,
        filter: {
          type: 'enum',
          operators: ['in', 'equals', 'notIn'],
          options: customerStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (customer) => <CustomerStatusBadge status={customer.status} />,
      },
      {
        key: 'customerType',
        title: t('columns.type'),
        visibleFrom: 'sm',
        hideable: true,
        filter: {
          type: 'enum',
          operators: ['in', 'equals'],
          options: customerTypes.map((s) => ({ value: s, label: t(`type.${s}`) })),
        },
        render: (customer) => t(`type.${customer.customerType}`),
      },
      {
        key: 'nationality',
        title: t('columns.nationality'),
        visibleFrom: 'md',
        hideable: true,
        filter: { type: 'enum', operators: ['in', 'equals'], options: nationalities.options },
        render: (customer) => nationalities.name(customer.nationality),
      },
      {
        key: 'licenseExpiryDate',
        title: t('columns.licenseExpiry'),
        sortField: 'licenseExpiryDate',
        firstDirection: 'asc',
        visibleFrom: 'lg',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (customer) => format.date(customer.licenseExpiryDate),
      },
      {
        key: 'loyaltyTier',
        title: t('columns.loyaltyTier'),
        visibleFrom: 'lg',
        hideable: true,
        render: (customer) => (
          <Badge variant="outline" color={tierColors[customer.loyaltyTier]} size="sm">
            {t(`tier.${customer.loyaltyTier}`)}
          </Badge>
        ),
      },
      {
        key: 'createdAt',
        title: t('columns.created'),
        sortField: 'createdAt',
        firstDirection: 'desc',
        visibleFrom: 'md',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (customer) => <Text fz="sm">{format.date(customer.createdAt)}</Text>,
      },
    ],
    [t, format, nationalities],
  );
}

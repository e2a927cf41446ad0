import { useMemo } from 'react';
import { Anchor, Badge, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { customerStatuses, customerTypes } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { customerName, type CustomerView } from '../../../api/customers/customer-view.ts';
import { CustomerStatusBadge } from './customer-status-badge.tsx';
import { useNationalities } from './use-nationalities.ts';

const tierColors = { bronze: 'orange', silver: 'gray', gold: 'yellow', platinum: 'grape' };

// The customers grid's columns, sorts and filters (GET /customers). A phone shows the name, with
// the status under it, and the actions; the status gets its own column from a tablet up, the
// e-mail from a small laptop, the phone from 1200 px and the licence expiry on wide screens.
// Long names and e-mails are cut short at their own end (an e-mail or a Latin name in Arabic
// keeps its beginning), since the table is as wide as its content: no default
// column set scrolls sideways; type, nationality, tier and creation date are there to switch on.
export function useCustomerColumns(): GridColumn<CustomerView>[] {
  const { t } = useTranslation('customers');
  const format = useFormat();
  const nationalities = useNationalities();
  const theme = useMantineTheme();
  const statusColumn = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? false;
  return useMemo(
    () => [
      {
        key: 'name',
        title: t('columns.name'),
        sortField: 'lastName',
        firstDirection: 'asc',
        visibleFrom: 'base',
        render: (customer) => (
          <Stack gap={4} align="flex-start">
            <Anchor
              component={Link}
              to={paths.admin.customerDetail.getHref(customer.id)}
              fz="sm"
              fw={600}
              maw={{ base: 170, sm: 200 }}
              truncate="end"
              dir="auto"
              title={customerName(customer)}
              onClick={(event) => event.stopPropagation()}
            >
              <bdi>{customerName(customer)}</bdi>
            </Anchor>
            {!statusColumn && <CustomerStatusBadge status={customer.status} />}
          </Stack>
        ),
      },
      {
        key: 'email',
        title: t('columns.email'),
        sortField: 'email',
        firstDirection: 'asc',
        visibleFrom: 'md',
        hideable: true,
        render: (customer) => (
          <Text fz="sm" dir="ltr" w="fit-content" maw={200} truncate="end" title={customer.email}>
            {customer.email}
          </Text>
        ),
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
        visibleFrom: 'sm',
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
        defaultHidden: true,
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
        visibleFrom: 'xl',
        hideable: true,
        defaultHidden: true,
        filter: { type: 'enum', operators: ['in', 'equals'], options: nationalities.options },
        render: (customer) => nationalities.name(customer.nationality),
      },
      {
        key: 'licenseExpiryDate',
        title: t('columns.licenseExpiry'),
        sortField: 'licenseExpiryDate',
        firstDirection: 'asc',
        visibleFrom: 'xl',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (customer) => format.date(customer.licenseExpiryDate),
      },
      {
        key: 'loyaltyTier',
        title: t('columns.loyaltyTier'),
        visibleFrom: 'lg',
        hideable: true,
        defaultHidden: true,
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
        defaultHidden: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (customer) => <Text fz="sm">{format.date(customer.createdAt)}</Text>,
      },
    ],
    [t, format, nationalities, statusColumn],
  );
}

import { useMemo } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import { rentalStatuses } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn, GridFilterField } from '../../../shared/data-grid/types.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useRentalFormat } from '../lib/use-rental-format.ts';
import { OverdueBadge, RentalStatusBadge } from './rental-badges.tsx';

type Row = RentalListItemView;

// The rentals grid's columns, sorts and filters (GET /rentals). A phone shows the number and
// the status (with the overdue badge); the rest come in on wider screens. The return (red when
// overdue) is what the desk watches: it shows from xs, the pickup only from xl, so 1280 px fits.
export function useRentalColumns(): GridColumn<Row>[] {
  const { t } = useTranslation('rentals');
  const { when, amount } = useRentalFormat();
  const branches = useBranchOptions().data;
  const branchOptions = useMemo(
    () => (branches ?? []).map((branch) => ({ value: branch.id, label: branch.name })),
    [branches],
  );
  return useMemo(
    () => [
      {
        key: 'rentalNumber',
        title: t('columns.number'),
        sortField: 'rentalNumber',
        firstDirection: 'desc',
        visibleFrom: 'base',
        render: (rental) => (
          <Anchor
            component={Link}
            to={paths.admin.rentalDetail.getHref(rental.id)}
            fz="sm"
            fw={600}
            c={rental.isOverdue ? 'red' : undefined}
            onClick={(event) => event.stopPropagation()}
          >
            <Ltr>{rental.rentalNumber}</Ltr>
          </Anchor>
        ),
      },
      {
        key: 'customer',
        title: t('columns.customer'),
        visibleFrom: 'sm',
        hideable: true,
        ellipsis: true,
        width: 160,
        render: (rental) => <bdi>{rental.customer.name}</bdi>,
      },
      {
        key: 'vehicle',
        title: t('columns.vehicle'),
        visibleFrom: 'md',
        hideable: true,
        // bounded like the customer: a long model name wraps instead of pushing the actions out
        width: 150,
        render: (rental) => (
          <Stack gap={0}>
            <Text fz="sm">
              <bdi>{rental.vehicle.name}</bdi>
            </Text>
            <Text fz="xs" c="dimmed">
              <Ltr>{rental.vehicle.licensePlate}</Ltr>
            </Text>
          </Stack>
        ),
      },
      {
        key: 'pickupDate',
        title: t('columns.pickup'),
        sortField: 'pickupDate',
        firstDirection: 'asc',
        visibleFrom: 'xl',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (rental) => (
          <Text fz="sm">{when(rental.actualPickupDate ?? rental.pickupDate)}</Text>
        ),
      },
      {
        key: 'returnDate',
        title: t('columns.return'),
        sortField: 'returnDate',
        firstDirection: 'asc',
        visibleFrom: 'xs',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (rental) => (
          <Text
            fz="sm"
            c={rental.isOverdue ? 'red' : undefined}
            fw={rental.isOverdue ? 600 : undefined}
          >
            {when(rental.actualReturnDate ?? rental.returnDate)}
          </Text>
        ),
      },
      {
        key: 'status',
        title: t('columns.status'),
        sortField: 'status',
        visibleFrom: 'base',
        hideable: true,
        // the overdue badge goes under the status rather than widening the grid past 1280 px
        width: 140,
        filter: {
          type: 'enum',
          operators: ['in', 'equals', 'notIn'],
          options: rentalStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (rental) => (
          <Group gap={4} wrap="wrap">
            <RentalStatusBadge status={rental.status} />
            {rental.isOverdue && <OverdueBadge />}
          </Group>
        ),
      },
      {
        key: 'pickupBranchId',
        title: t('columns.branch'),
        visibleFrom: 'xl',
        hideable: true,
        filter: { type: 'enum', operators: ['equals', 'in'], options: branchOptions },
        render: (rental) => <bdi>{rental.pickupBranch.name}</bdi>,
      },
      {
        key: 'totalAmount',
        title: t('columns.total'),
        sortField: 'totalAmount',
        firstDirection: 'desc',
        visibleFrom: 'md',
        hideable: true,
        render: (rental) => (
          <Text fz="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
            {amount(rental.totalCost, rental.quote.currency)}
          </Text>
        ),
      },
      {
        key: 'createdAt',
        title: t('columns.created'),
        sortField: 'createdAt',
        firstDirection: 'desc',
        visibleFrom: 'xl',
        hideable: true,
        defaultHidden: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (rental) => <Text fz="sm">{when(rental.createdAt)}</Text>,
      },
    ],
    [t, when, amount, branchOptions],
  );
}

// Overdue has no column of its own: the badge beside the status says it.
export function useRentalFilterFields(): GridFilterField[] {
  const { t } = useTranslation('rentals');
  return useMemo(
    () => [
      {
        field: 'overdue',
        label: t('columns.overdue'),
        filter: { type: 'boolean', operators: ['equals'] },
      },
    ],
    [t],
  );
}

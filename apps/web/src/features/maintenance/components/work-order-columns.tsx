import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { MaintenanceStatusBadge, PriorityBadge } from './maintenance-badges.tsx';
import { useMaintenanceOptions } from './use-maintenance-options.ts';

type Row = WorkOrderListItemView;

const money = { fz: 'sm', ta: 'end', style: { whiteSpace: 'nowrap' } } as const;

// The work orders grid's columns, sorts and filters (GET /maintenance). A phone shows the
// number, the vehicle and the status; the rest come in on wider screens.
export function useWorkOrderColumns(): GridColumn<Row>[] {
  const { t } = useTranslation('maintenance');
  const { when, amount } = useMaintenanceFormat();
  const options = useMaintenanceOptions();
  return useMemo(
    (): GridColumn<Row>[] => [
      {
        key: 'workOrderNumber',
        title: t('columns.number'),
        sortField: 'workOrderNumber',
        firstDirection: 'desc',
        visibleFrom: 'base',
        render: (order) => (
          <Anchor
            component={Link}
            to={paths.admin.maintenanceDetail.getHref(order.id)}
            fz="sm"
            fw={600}
            onClick={(event) => event.stopPropagation()}
          >
            <Ltr>{order.workOrderNumber}</Ltr>
          </Anchor>
        ),
      },
      {
        key: 'vehicle',
        title: t('columns.vehicle'),
        visibleFrom: 'base',
        ellipsis: true,
        width: 180,
        render: (order) => (
          <Stack gap={0}>
            <Text fz="sm" truncate>
              <bdi>{`${order.vehicle.make} ${order.vehicle.model}`}</bdi>
            </Text>
            <Text fz="xs" c="dimmed">
              <Ltr>{order.vehicle.licensePlate}</Ltr>
            </Text>
          </Stack>
        ),
      },
      {
        key: 'type',
        title: t('columns.type'),
        visibleFrom: 'lg',
        hideable: true,
        filter: { type: 'enum', operators: ['in', 'equals'], options: options.types },
        render: (order) => <Text fz="sm">{t(`type.${order.type}`)}</Text>,
      },
      {
        key: 'priority',
        title: t('columns.priority'),
        sortField: 'priority',
        firstDirection: 'desc',
        visibleFrom: 'md',
        hideable: true,
        filter: { type: 'enum', operators: ['in', 'equals'], options: options.priorities },
        render: (order) => <PriorityBadge priority={order.priority} />,
      },
      {
        key: 'status',
        title: t('columns.status'),
        sortField: 'status',
        visibleFrom: 'base',
        hideable: true,
        filter: { type: 'enum', operators: ['in', 'equals', 'notIn'], options: options.statuses },
        render: (order) => <MaintenanceStatusBadge status={order.status} />,
      },
      {
        key: 'scheduledDate',
        title: t('columns.scheduled'),
        sortField: 'scheduledDate',
        visibleFrom: 'md',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (order) => (
          <Text fz="sm" c={order.scheduledDate ? undefined : 'dimmed'}>
            {order.scheduledDate ? when(order.scheduledDate) : t('detail.notScheduled')}
          </Text>
        ),
      },
      {
        key: 'dueDate',
        title: t('columns.due'),
        sortField: 'dueDate',
        visibleFrom: 'xl',
        hideable: true,
        defaultHidden: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (order) => <Text fz="sm">{when(order.dueDate)}</Text>,
      },
      {
        key: 'technician',
        title: t('columns.technician'),
        visibleFrom: 'lg',
        hideable: true,
        defaultHidden: true,
        render: (order) => <bdi>{order.technician ?? ''}</bdi>,
      },
      {
        key: 'actualCost',
        title: t('columns.cost'),
        sortField: 'actualCost',
        firstDirection: 'desc',
        visibleFrom: 'sm',
        hideable: true,
        render: (order) => <Text {...money}>{amount(order.actualCost ?? order.totalCost)}</Text>,
      },
      {
        key: 'createdAt',
        title: t('columns.created'),
        sortField: 'createdAt',
        firstDirection: 'desc',
        visibleFrom: 'xl',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (order) => <Text fz="sm">{when(order.createdAt)}</Text>,
      },
    ],
    [t, when, amount, options],
  );
}

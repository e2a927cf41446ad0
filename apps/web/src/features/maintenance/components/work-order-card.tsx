import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { PriorityBadge } from './maintenance-badges.tsx';

// One work order in short: number, priority, car, issue and when it is scheduled.
export function WorkOrderCard({ order }: { order: WorkOrderListItemView }) {
  const { t } = useTranslation('maintenance');
  const { when } = useMaintenanceFormat();
  return (
    <Paper withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.admin.maintenanceDetail.getHref(order.id)}
            fz="sm"
            fw={600}
          >
            <Ltr>{order.workOrderNumber}</Ltr>
          </Anchor>
          <PriorityBadge priority={order.priority} size="sm" />
        </Group>
        <Text fz="sm" lineClamp={1}>
          <bdi>{`${order.vehicle.make} ${order.vehicle.model}`}</bdi> ·{' '}
          <Ltr>{order.vehicle.licensePlate}</Ltr>
        </Text>
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {order.issue}
        </Text>
        <Text fz="xs" c="dimmed">
          {order.scheduledDate ? when(order.scheduledDate) : t('detail.notScheduled')}
        </Text>
      </Stack>
    </Paper>
  );
}

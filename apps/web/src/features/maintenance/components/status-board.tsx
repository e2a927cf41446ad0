import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import type { MaintenanceStatus } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useWorkOrdersInStatus } from '../api/get-maintenance.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { maintenanceStatusColors, PriorityBadge } from './maintenance-badges.tsx';

// The board's columns in the order work flows through them; finished orders stay on the list.
const boardStatuses: readonly MaintenanceStatus[] = [
  'pending',
  'scheduled',
  'overdue',
  'in_progress',
  'on_hold',
  'completed',
];
const step = 10;

function OrderCard({ order }: { order: WorkOrderListItemView }) {
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

function BoardColumn({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('maintenance');
  const [limit, setLimit] = useState(step);
  const { data, isPending, isError, isFetching } = useWorkOrdersInStatus(status, limit);
  const orders = data?.data ?? [];
  const headingId = `board-${status}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={headingId}
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} fz="md" id={headingId}>
            {t(`status.${status}`)}
          </Title>
          <Badge color={maintenanceStatusColors[status]} variant="light" autoContrast>
            {data?.total ?? 0}
          </Badge>
        </Group>
        {isPending && <Loader size="xs" role="status" aria-label={t('detail.loading')} />}
        {isError && (
          <Text fz="sm" c="red" role="alert">
            {t('board.loadError')}
          </Text>
        )}
        {!isPending && !isError && orders.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('board.empty')}
          </Text>
        )}
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
        {(data?.total ?? 0) > orders.length && (
          <Button
            variant="subtle"
            size="xs"
            loading={isFetching}
            onClick={() => setLimit((n) => n + step)}
          >
            {t('board.more')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

// Work orders by status: one column per step of the machine, each paged on the server.
export function StatusBoard() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {boardStatuses.map((status) => (
        <BoardColumn key={status} status={status} />
      ))}
    </SimpleGrid>
  );
}

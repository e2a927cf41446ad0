import { useState } from 'react';
import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MaintenanceStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useWorkOrdersInStatus } from '../../../api/maintenance/get-maintenance.ts';
import { maintenanceStatusColors } from './maintenance-badges.tsx';
import { WorkOrderCard } from './work-order-card.tsx';

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
          <WorkOrderCard key={order.id} order={order} />
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

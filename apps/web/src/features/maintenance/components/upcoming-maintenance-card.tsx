import { useMemo } from 'react';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { serviceDueSoonDays } from '@motorpool/domain/schemas/maintenance';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import {
  upcomingWindow,
  useOverdueWorkOrderCount,
  useServiceDueCount,
  useUpcomingWorkOrders,
} from '../../../api/maintenance/upcoming-maintenance.ts';
import { WorkOrderCard } from './work-order-card.tsx';

const shown = 5;
const listHref = paths.admin.maintenances.getHref();

function CountTile({
  label,
  to,
  count,
  isError,
  tone,
}: {
  label: string;
  to: string;
  count: number | undefined;
  isError: boolean;
  /** the colour of a count above zero */
  tone: 'red' | 'orange';
}) {
  const { t } = useTranslation('maintenance');
  const { number } = useFormat();
  return (
    <Paper withBorder radius="md" p="sm">
      <Anchor component={Link} to={to} underline="hover" c="inherit" display="block">
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        {isError ? (
          <Text fz="sm" c="red">
            {t('upcoming.countError')}
          </Text>
        ) : count === undefined ? (
          <Loader size="xs" role="status" aria-label={t('detail.loading')} />
        ) : (
          <Badge size="xl" variant="light" color={count > 0 ? tone : 'gray'} autoContrast mt={4}>
            {number(count)}
          </Badge>
        )}
      </Anchor>
    </Paper>
  );
}

// The dashboard's upcoming maintenance (a window of 7 days, docs/product/maintenance.md): the work
// orders scheduled in it and not started yet, soonest first, and what is already late.
export function UpcomingMaintenanceCard() {
  const { t } = useTranslation('maintenance');
  const { number } = useFormat();
  const window = useMemo(() => upcomingWindow(new Date()), []);
  const orders = useUpcomingWorkOrders(window, shown);
  const overdueOrders = useOverdueWorkOrderCount();
  const servicesOverdue = useServiceDueCount('overdue');
  const servicesDueSoon = useServiceDueCount('dueSoon');
  const list = orders.data?.data ?? [];
  const total = orders.data?.total ?? 0;
  return (
    <Card component="section" withBorder padding="lg" radius="lg" aria-labelledby="upcoming-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="h3" id="upcoming-title">
            {t('upcoming.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('upcoming.window', { days: number(serviceDueSoonDays) })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CountTile
            label={t('upcoming.overdueOrders')}
            to={`${listHref}?filter[status][equals]=overdue`}
            tone="red"
            {...overdueOrders}
          />
          <CountTile
            label={t('upcoming.servicesOverdue')}
            to={`${listHref}?view=schedules`}
            tone="red"
            {...servicesOverdue}
          />
          <CountTile
            label={t('upcoming.servicesDueSoon')}
            to={`${listHref}?view=schedules`}
            tone="orange"
            {...servicesDueSoon}
          />
        </SimpleGrid>
        {orders.isPending && <Loader size="sm" role="status" aria-label={t('detail.loading')} />}
        {orders.isError && (
          <Text fz="sm" c="red" role="alert">
            {t('board.loadError')}
          </Text>
        )}
        {orders.isSuccess && list.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('upcoming.empty')}
          </Text>
        )}
        {list.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {list.map((order) => (
              <WorkOrderCard key={order.id} order={order} />
            ))}
          </SimpleGrid>
        )}
        <Anchor component={Link} to={`${listHref}?view=calendar`} fz="sm">
          {total > list.length
            ? t('upcoming.more', { more: number(total - list.length) })
            : t('upcoming.calendar')}
        </Anchor>
      </Stack>
    </Card>
  );
}

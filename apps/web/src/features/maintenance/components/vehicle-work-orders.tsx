import { useState } from 'react';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useVehicleWorkOrders } from '../../../api/maintenance/get-maintenance.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { MaintenanceStatusBadge } from './maintenance-badges.tsx';

const step = 10;

// One vehicle's work orders, newest first, ten at a time: its whole maintenance history,
// open orders and finished ones (the vehicle page's maintenance card shows this list).
export function VehicleWorkOrders({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('maintenance');
  const { when, amount } = useMaintenanceFormat();
  const [limit, setLimit] = useState(step);
  const { data, isPending, isError, isFetching } = useVehicleWorkOrders(vehicleId, limit);
  const orders = data?.data ?? [];
  if (isError)
    return (
      <Text c="red" fz="sm" role="alert">
        {t('vehicle.loadError')}
      </Text>
    );
  if (orders.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {isPending ? '' : t('vehicle.empty')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
        <Table verticalSpacing="xs" aria-label={t('vehicle.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.number')}</Table.Th>
              <Table.Th>{t('columns.date')}</Table.Th>
              <Table.Th>{t('columns.type')}</Table.Th>
              <Table.Th>{t('columns.issue')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.cost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.admin.maintenanceDetail.getHref(order.id)}
                    fz="sm"
                  >
                    <Ltr>{order.workOrderNumber}</Ltr>
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {when(order.completedDate ?? order.scheduledDate ?? order.createdAt)}
                </Table.Td>
                <Table.Td>{t(`type.${order.type}`)}</Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2}>
                    {order.issue}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <MaintenanceStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {amount(order.actualCost ?? order.totalCost)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(data?.total ?? 0) > orders.length && (
        <Button
          variant="subtle"
          w="fit-content"
          loading={isFetching}
          onClick={() => setLimit((count) => count + step)}
        >
          {t('vehicle.more')}
        </Button>
      )}
    </Stack>
  );
}

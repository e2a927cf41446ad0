import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Modal, Table, Text } from '@mantine/core';
import { modals } from '../../../shared/ui/modals.ts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { MaintenanceRecordView, VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  useDeleteMaintenanceRecord,
  useMaintenanceRecords,
} from '../../../api/vehicles/vehicle-records.ts';
import { MaintenanceRecordForm } from './maintenance-record-form.tsx';

// Maintenance records: the vehicle's service history and the form that adds a past
// service. Where the maintenance screens are composed in, `workOrders` lists the vehicle's work
// orders (a past service added here is one of them, completed); else the records themselves.
export function VehicleMaintenanceCard({
  vehicle,
  currency,
  workOrders,
}: {
  vehicle: VehicleView;
  currency?: string;
  workOrders?: ReactNode;
}) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const { can } = useCurrentUser();
  const orders = can('maintenance:read') ? workOrders : undefined;
  const records = useMaintenanceRecords(vehicle.id, !orders);
  const remove = useDeleteMaintenanceRecord(vehicle.id);
  const [adding, setAdding] = useState(false);
  const canEdit = can('vehicles:update');

  const confirmDelete = (record: MaintenanceRecordView) => {
    const date = format.date(record.date);
    modals.openConfirmModal({
      title: t('maintenance.deleteTitle'),
      children: t('maintenance.deleteMessage', { type: t(`maintenanceType.${record.type}`), date }),
      labels: { confirm: t('actions.delete'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(record.id, {
          onSuccess: () =>
            notifySuccess(t('toasts.recordDeleted.title'), t('toasts.recordDeleted.message')),
          onError: (error) =>
            notifyFailure(
              t('toasts.recordDeleteFailed.title'),
              t('toasts.recordDeleteFailed.message'),
              error,
            ),
        }),
    });
  };

  const rows = records.data ?? [];
  return (
    <SectionCard
      id="vehicle-maintenance"
      title={t('detail.sections.maintenance')}
      actions={
        canEdit && currency ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('maintenance.add')}
          </Button>
        ) : null
      }
    >
      {orders ??
        (rows.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {records.isPending ? '' : t('maintenance.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-labelledby="vehicle-maintenance">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('maintenance.columns.date')}</Table.Th>
                  <Table.Th>{t('maintenance.columns.type')}</Table.Th>
                  <Table.Th>{t('maintenance.columns.description')}</Table.Th>
                  <Table.Th>{t('maintenance.columns.cost')}</Table.Th>
                  <Table.Th>{t('maintenance.columns.mileage')}</Table.Th>
                  {canEdit && <Table.Th>{t('maintenance.columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((record) => (
                  <Table.Tr key={record.id}>
                    <Table.Td>{format.date(record.date)}</Table.Td>
                    <Table.Td>{t(`maintenanceType.${record.type}`)}</Table.Td>
                    <Table.Td>{record.description}</Table.Td>
                    <Table.Td>{currency ? format.money(record.cost, currency) : ''}</Table.Td>
                    <Table.Td>{format.number(record.mileage)}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('maintenance.delete', { date: format.date(record.date) })}
                          onClick={() => confirmDelete(record)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('maintenance.formTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {adding && currency && (
          <MaintenanceRecordForm
            vehicleId={vehicle.id}
            mileage={vehicle.mileage}
            currency={currency}
            onDone={() => setAdding(false)}
          />
        )}
      </Modal>
    </SectionCard>
  );
}

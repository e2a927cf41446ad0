import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Pagination, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import type { FuelLogView } from '@motorpool/domain/schemas/vehicle-fuel-log';
import { useTranslation } from 'react-i18next';
import { fuelLogPageSize, useDeleteFuelLog, useFuelLogs } from '../../../api/vehicles/fuel-logs.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { FuelLogForm } from './fuel-log-form.tsx';

// The vehicle's fuel log: its consumption, the fill-ups and return readings page by page, and
// the form that adds a fill-up.
export function VehicleFuelLogCard({
  vehicle,
  currency,
}: {
  vehicle: VehicleView;
  currency?: string;
}) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const { can } = useCurrentUser();
  const [page, setPage] = useState(1);
  const log = useFuelLogs(vehicle.id, page);
  const remove = useDeleteFuelLog(vehicle.id);
  const [adding, setAdding] = useState(false);
  const canEdit = can('vehicles:update');
  const oneDecimal = new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

  const removeEntry = (entry: FuelLogView) =>
    remove.mutate(entry.id, {
      onSuccess: () => notifySuccess(t('fuelLog.deleted.title'), t('fuelLog.deleted.message')),
      onError: (error) =>
        notifyFailure(t('fuelLog.failed.title'), t('fuelLog.failed.message'), error),
    });

  const rows = log.data?.data ?? [];
  const consumption = log.data?.summary.consumptionPer100Km ?? null;
  const pages = Math.ceil((log.data?.total ?? 0) / fuelLogPageSize);
  return (
    <SectionCard
      id="vehicle-fuel-log"
      title={t('detail.sections.fuelLog')}
      actions={
        canEdit && currency ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('fuelLog.add')}
          </Button>
        ) : null
      }
    >
      <Text fz="sm" mb="sm">
        {consumption === null
          ? t('fuelLog.consumptionUnknown')
          : t('fuelLog.consumption', {
              value: oneDecimal.format(consumption),
              km: format.number(log.data?.summary.measuredKm ?? 0),
            })}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {log.isPending ? '' : t('fuelLog.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-labelledby="vehicle-fuel-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fuelLog.columns.filledAt')}</Table.Th>
                <Table.Th>{t('fuelLog.columns.litres')}</Table.Th>
                <Table.Th>{t('fuelLog.columns.cost')}</Table.Th>
                <Table.Th>{t('fuelLog.columns.odometer')}</Table.Th>
                <Table.Th>{t('fuelLog.columns.station')}</Table.Th>
                {canEdit && <Table.Th>{t('fuelLog.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{format.dateTime(entry.filledAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {entry.source === 'checkin'
                        ? t('fuelLog.level', { percent: format.number(entry.fuelLevel ?? 0) })
                        : t('fuelLog.litresValue', {
                            litres: format.number(entry.litresMl / 1000),
                          })}
                      {entry.fullTank && (
                        <Badge size="xs" variant="light">
                          {t('fuelLog.full')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {entry.source === 'checkin'
                      ? t('fuelLog.checkin')
                      : format.money(entry.costMinor, entry.currency)}
                  </Table.Td>
                  <Table.Td>{format.kilometres(entry.odometerKm)}</Table.Td>
                  <Table.Td>{entry.station ?? ''}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('fuelLog.delete', { date: format.dateTime(entry.filledAt) })}
                        loading={remove.isPending && remove.variables === entry.id}
                        onClick={() => removeEntry(entry)}
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
      )}
      {pages > 1 && <Pagination mt="sm" size="sm" value={page} total={pages} onChange={setPage} />}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('fuelLog.formTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {adding && currency && (
          <FuelLogForm
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

import { useState } from 'react';
import { ActionIcon, Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ServiceScheduleView } from '@motorpool/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/auth/use-current-user.ts';
import { EntityFormModal, type FormTarget } from '../../../../shared/ui/entity-form-modal.tsx';
import { modals } from '../../../../shared/ui/modals.ts';
import { NewButton } from '../../../../shared/ui/list-page.tsx';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { SectionCard } from '../../../../shared/ui/section-card.tsx';
import {
  schedulePageSize,
  useDeleteSchedule,
  useServiceSchedules,
} from '../../../../api/maintenance/service-schedules.ts';
import { useMaintenanceFormat } from '../../lib/use-maintenance-format.ts';
import { useMaintenanceOptions } from '../use-maintenance-options.ts';
import { ScheduleForm } from './schedule-form.tsx';
import { ServicesDueCard } from './services-due-card.tsx';

function Interval({ schedule }: { schedule: ServiceScheduleView }) {
  const { t } = useTranslation('maintenance');
  const { number } = useMaintenanceFormat();
  const parts = [
    schedule.intervalKm !== null && t('schedules.everyKm', { km: number(schedule.intervalKm) }),
    schedule.intervalMonths !== null &&
      t('schedules.everyMonths', { count: schedule.intervalMonths }),
  ].filter(Boolean);
  return <Text fz="sm">{parts.join(t('schedules.orWhicheverFirst'))}</Text>;
}

// The service schedules (list, new, edit, delete) with their vehicles due soon and overdue.
export function ServiceSchedules() {
  const { t } = useTranslation('maintenance');
  const { can } = useCurrentUser();
  const options = useMaintenanceOptions();
  const [page, setPage] = useState(1);
  const schedules = useServiceSchedules(page);
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<FormTarget<ServiceScheduleView>>(null);
  const rows = schedules.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((schedules.data?.total ?? 0) / schedulePageSize));

  const confirmDelete = (schedule: ServiceScheduleView) =>
    modals.openConfirmModal({
      title: t('schedules.deleteTitle'),
      children: t('schedules.deleteMessage', { name: schedule.description }),
      labels: { confirm: t('schedules.delete'), cancel: t('dialogs.back') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(schedule.id, {
          onSuccess: () => notifySuccess(t('toasts.scheduleDeleted.title'), schedule.description),
          onError: (error) =>
            notifyFailure(t('toasts.scheduleDeleteFailed.title'), t('form.failedToSend'), error),
        }),
    });

  const target = (schedule: ServiceScheduleView) =>
    schedule.vehicle?.name ??
    options.categories.find((category) => category.value === schedule.category)?.label ??
    '';

  return (
    <Stack gap="md">
      <ServicesDueCard />
      <SectionCard
        id="service-schedules"
        title={t('schedules.title')}
        actions={
          can('maintenance:create') ? (
            <NewButton label={t('schedules.new')} onClick={() => setEditing({ mode: 'create' })} />
          ) : null
        }
      >
        {schedules.isError && (
          <Text c="red" fz="sm" role="alert">
            {t('schedules.loadError')}
          </Text>
        )}
        {!schedules.isPending && !schedules.isError && rows.length === 0 && (
          <Text c="dimmed" fz="sm">
            {t('schedules.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
            <Table verticalSpacing="xs" aria-labelledby="service-schedules">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedules.columns.description')}</Table.Th>
                  <Table.Th>{t('schedules.columns.target')}</Table.Th>
                  <Table.Th>{t('schedules.columns.interval')}</Table.Th>
                  <Table.Th>{t('schedules.columns.standing')}</Table.Th>
                  <Table.Th>{t('schedules.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((schedule) => (
                  <Table.Tr key={schedule.id}>
                    <Table.Td>
                      <Text fz="sm">{schedule.description}</Text>
                      <Text fz="xs" c="dimmed">
                        {t(`type.${schedule.type}`)}
                        {!schedule.active && ` · ${t('schedules.inactive')}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{target(schedule)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <Interval schedule={schedule} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {schedule.overdue > 0 && (
                          <Badge color="red" variant="light">
                            {t('schedules.overdueCount', { count: schedule.overdue })}
                          </Badge>
                        )}
                        {schedule.dueSoon > 0 && (
                          <Badge color="yellow" variant="filled" autoContrast>
                            {t('schedules.dueSoonCount', { count: schedule.dueSoon })}
                          </Badge>
                        )}
                        {schedule.overdue === 0 && schedule.dueSoon === 0 && (
                          <Text fz="sm" c="dimmed">
                            {t('schedules.vehiclesCount', { count: schedule.vehicles })}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {can('maintenance:update') && (
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('schedules.editNamed', { name: schedule.description })}
                            onClick={() => setEditing({ mode: 'edit', record: schedule })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        )}
                        {can('maintenance:delete') && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('schedules.deleteNamed', { name: schedule.description })}
                            onClick={() => confirmDelete(schedule)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        )}
      </SectionCard>
      <EntityFormModal
        target={editing}
        titles={{ create: t('schedules.newTitle'), edit: t('schedules.editTitle') }}
        closeLabel={t('dialogs.close')}
        size="lg"
        onClose={() => setEditing(null)}
      >
        {(schedule) => <ScheduleForm schedule={schedule} onClose={() => setEditing(null)} />}
      </EntityFormModal>
    </Stack>
  );
}

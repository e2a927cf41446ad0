import { useState } from 'react';
import { Anchor, Badge, Group, Pagination, Stack, Text } from '@mantine/core';
import type { ServiceDueState } from '@motorpool/domain/schemas/maintenance';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/config/paths.ts';
import { Ltr } from '../../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../../shared/ui/section-card.tsx';
import { schedulePageSize, useServicesDue } from '../../../../api/maintenance/service-schedules.ts';
import { useMaintenanceFormat } from '../../lib/use-maintenance-format.ts';

const stateColor: Record<ServiceDueState, string> = {
  ok: 'gray',
  dueSoon: 'yellow',
  overdue: 'red',
};

// Each covered vehicle's next service (GET /maintenance/service-due), overdue and due soon
// (within 7 days or 500 km) first and flagged, with the work order the job opened for it.
export function ServicesDueCard() {
  const { t } = useTranslation('maintenance');
  const { number, day } = useMaintenanceFormat();
  const [page, setPage] = useState(1);
  const due = useServicesDue(page);
  const rows = due.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((due.data?.total ?? 0) / schedulePageSize));
  return (
    <SectionCard id="services-due" title={t('schedules.dueTitle')}>
      {due.isError && (
        <Text c="red" fz="sm" role="alert">
          {t('schedules.loadError')}
        </Text>
      )}
      {!due.isPending && !due.isError && rows.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('schedules.noneDue')}
        </Text>
      )}
      <Stack gap="xs">
        {rows.map((row) => (
          <Group key={`${row.scheduleId}:${row.vehicle.id}`} justify="space-between" gap="sm">
            <Stack gap={0} miw={0}>
              <Anchor
                component={Link}
                to={paths.admin.vehicleDetail.getHref(row.vehicle.id)}
                fz="sm"
              >
                <bdi>{`${row.vehicle.make} ${row.vehicle.model}`}</bdi>{' '}
                <Ltr>{row.vehicle.licensePlate}</Ltr>
              </Anchor>
              <Text fz="xs" c="dimmed">
                {row.description}
                {row.nextDueDate && ` · ${t('schedules.dueOn', { date: day(row.nextDueDate) })}`}
                {row.nextDueMileage !== null &&
                  ` · ${t('schedules.dueAtKm', { km: number(row.nextDueMileage) })}`}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge
                color={stateColor[row.state]}
                variant={row.state === 'dueSoon' ? 'filled' : 'light'}
                autoContrast
              >
                {t(`schedules.state.${row.state}`)}
              </Badge>
              {row.openWorkOrderId && (
                <Anchor
                  component={Link}
                  to={paths.admin.maintenanceDetail.getHref(row.openWorkOrderId)}
                  fz="sm"
                >
                  {t('schedules.openOrder')}
                </Anchor>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
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
  );
}

import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { Badge, Group, Loader, Stack } from '@mantine/core';
import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import type { MaintenanceStatus, VehicleCategory } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useWorkOrdersBetween } from '../../../api/maintenance/get-maintenance.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { MaintenanceStatusBadge } from './maintenance-badges.tsx';

/** One work order on the calendar: its scheduled period. */
export type MaintenanceCalendarEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
  status: MaintenanceStatus;
  workOrderNumber: string;
  vehicleId: string;
  vehicleName: string;
  licensePlate: string;
  category: VehicleCategory;
  branchId: string;
};

export type CalendarRendererProps = {
  events: MaintenanceCalendarEvent[];
  timeZone: string;
  onRangeChange: (range: { from: string; to: string }) => void;
  onOpen: (event: MaintenanceCalendarEvent) => void;
};

/** The calendar component itself, handed in by the app (the rentals calendar's). */
export type CalendarRenderer = ComponentType<CalendarRendererProps>;

const hourMs = 3_600_000;
// The calendar draws finished orders grey, whichever way they finished.
const legend: readonly MaintenanceStatus[] = [
  'pending',
  'scheduled',
  'overdue',
  'in_progress',
  'on_hold',
];

// An order occupies its scheduled start until it is due, else for its estimated hours (an
// hour when nobody estimated them).
export function calendarEventOf(order: WorkOrderListItemView): MaintenanceCalendarEvent | null {
  if (!order.scheduledDate) return null;
  const start = Date.parse(order.scheduledDate);
  const due = order.dueDate ? Date.parse(order.dueDate) : Number.NaN;
  const end = due > start ? due : start + (order.estimatedDuration ?? 1) * hourMs;
  return {
    id: order.id,
    title: `${order.workOrderNumber} · ${order.vehicle.make} ${order.vehicle.model}`,
    start: order.scheduledDate,
    end: new Date(end).toISOString(),
    status: order.status,
    workOrderNumber: order.workOrderNumber,
    vehicleId: order.vehicle.id,
    vehicleName: order.vehicle.name,
    licensePlate: order.vehicle.licensePlate,
    category: order.vehicle.category,
    branchId: order.vehicle.branchId,
  };
}

// The work orders scheduled in the shown month, week or day.
export function MaintenanceCalendar({
  calendar: Calendar,
  onOpen,
}: {
  calendar: CalendarRenderer;
  onOpen: (order: { id: string }) => void;
}) {
  const { t } = useTranslation('maintenance');
  const { timeZone } = useMaintenanceFormat();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const orders = useWorkOrdersBetween(range);
  const events = useMemo(
    () =>
      (orders.data?.data ?? [])
        .map(calendarEventOf)
        .filter((event): event is MaintenanceCalendarEvent => event !== null),
    [orders.data],
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" role="list" aria-label={t('calendar.legend')}>
          {legend.map((status) => (
            <span role="listitem" key={status}>
              <MaintenanceStatusBadge status={status} />
            </span>
          ))}
          <span role="listitem">
            <Badge color="gray" variant="light">
              {t('calendar.closed')}
            </Badge>
          </span>
        </Group>
        {orders.isFetching && <Loader size="xs" role="status" aria-label={t('detail.loading')} />}
      </Group>
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('detail.loading')} />}>
        <Calendar
          events={events}
          timeZone={timeZone}
          onRangeChange={(next) =>
            setRange((current) =>
              current?.from === next.from && current.to === next.to ? current : next,
            )
          }
          onOpen={onOpen}
        />
      </Suspense>
    </Stack>
  );
}

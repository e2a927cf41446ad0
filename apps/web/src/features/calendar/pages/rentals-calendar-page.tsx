import { useState } from 'react';
import { Group, Loader, Stack } from '@mantine/core';
import { vehicleCategories, type VehicleCategory } from '@motorpool/domain/value-lists';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import {
  calendarStatuses,
  type CalendarEventView,
  type CalendarStatus,
} from '@motorpool/domain/schemas/rental-calendar';
import { useCalendarEvents } from '../../../api/calendar/calendar-events.ts';
import { CalendarFeedButton } from '../components/calendar-feed-button.tsx';
import { CalendarFilterBar } from '../components/calendar-filters.tsx';
import { CalendarLegend } from '../components/calendar-legend.tsx';
import { CalendarView } from '../components/calendar-view.tsx';
import { EventDrawer } from '../components/event-drawer.tsx';
import { useReschedule } from '../components/use-reschedule.ts';
import type { CalendarFilters } from '../../../api/calendar/calendar-query.ts';

const filterKeys = ['branchId', 'category', 'status'] as const;

// The filters live in the address, so a filtered calendar can be bookmarked and shared.
function filtersOf(params: URLSearchParams): CalendarFilters {
  const category = params.get('category');
  const status = params.get('status');
  return {
    branchId: params.get('branchId') || null,
    category: vehicleCategories.includes(category as VehicleCategory)
      ? (category as VehicleCategory)
      : null,
    status: calendarStatuses.includes(status as CalendarStatus) ? (status as CalendarStatus) : null,
  };
}

// Rentals calendar: reservations and rentals by month, week or day, filtered by branch,
// category and status, with quick actions and drag to reschedule.
export function RentalsCalendarPage() {
  const { t } = useTranslation('calendar');
  const { can } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [opened, setOpened] = useState<CalendarEventView | null>(null);
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const branches = useBranchOptions();
  const events = useCalendarEvents(range && { ...range, ...filters });
  const reschedule = useReschedule();
  const branchName = branches.data?.find((b) => b.id === filters.branchId)?.name ?? '';

  const setFilters = (next: CalendarFilters) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of filterKeys) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      action={
        filters.branchId && can('rentals:update') ? (
          <CalendarFeedButton branchId={filters.branchId} branchName={branchName} />
        ) : null
      }
    >
      <Stack gap="sm">
        <CalendarFilterBar value={filters} onChange={setFilters} />
        <Group justify="space-between" gap="sm">
          <CalendarLegend />
          {events.isFetching && <Loader size="xs" role="status" aria-label={t('loading')} />}
        </Group>
        <CalendarView
          events={events.data ?? []}
          timeZone={timeZone}
          canReschedule={can('reservations:update')}
          onRangeChange={(next) =>
            setRange((current) =>
              current?.from === next.from && current.to === next.to ? current : next,
            )
          }
          onEventOpen={setOpened}
          onReschedule={reschedule}
        />
      </Stack>
      <EventDrawer event={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </ListPage>
  );
}

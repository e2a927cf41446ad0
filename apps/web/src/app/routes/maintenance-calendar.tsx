import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';
import { CalendarView } from '../../features/calendar/components/calendar-view.tsx';
import type {
  CalendarRendererProps,
  MaintenanceCalendarEvent,
} from '../../features/maintenance/components/maintenance-calendar.tsx';

// Each work order status drawn in the rentals calendar's colour of the same meaning: waiting
// (yellow), booked (blue), under way (green), stopped (violet), late (red), finished (grey).
type Look = Pick<CalendarEventView, 'kind' | 'status' | 'isOverdue'>;

function asCalendarEvent(event: MaintenanceCalendarEvent): CalendarEventView {
  const looks: Record<MaintenanceCalendarEvent['status'], Look> = {
    pending: { kind: 'reservation', status: 'pending', isOverdue: false },
    scheduled: { kind: 'reservation', status: 'confirmed', isOverdue: false },
    overdue: { kind: 'reservation', status: 'confirmed', isOverdue: true },
    in_progress: { kind: 'rental', status: 'active', isOverdue: false },
    on_hold: { kind: 'rental', status: 'pending', isOverdue: false },
    completed: { kind: 'rental', status: 'completed', isOverdue: false },
    cancelled: { kind: 'rental', status: 'cancelled', isOverdue: false },
  };
  return {
    ...looks[event.status],
    id: event.id,
    number: event.workOrderNumber,
    title: event.title,
    start: event.start,
    end: event.end,
    vehicleId: event.vehicleId,
    vehicleName: event.vehicleName,
    licensePlate: event.licensePlate,
    category: event.category,
    branchId: event.branchId,
    // a work order has no customer
    customerName: '',
  };
}

// The maintenance calendar drawn by the rentals calendar's FullCalendar component: work orders
// open their page and are never dragged (they are rescheduled from there).
export function MaintenanceCalendarView({
  events,
  timeZone,
  onRangeChange,
  onOpen,
}: CalendarRendererProps) {
  const byId = new Map(events.map((event) => [event.id, event]));
  return (
    <CalendarView
      events={events.map(asCalendarEvent)}
      timeZone={timeZone}
      canReschedule={false}
      onRangeChange={onRangeChange}
      onEventOpen={(event) => {
        const order = byId.get(event.id);
        if (order) onOpen(order);
      }}
      onReschedule={({ revert }) => revert()}
    />
  );
}

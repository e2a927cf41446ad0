import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';

export type EventLook =
  'pending' | 'confirmed' | 'awaitingPickup' | 'active' | 'overdue' | 'closed';

/** The legend's entries, in the order they are shown. */
export const eventLooks: readonly EventLook[] = [
  'pending',
  'confirmed',
  'awaitingPickup',
  'active',
  'overdue',
  'closed',
];

/** Mantine's colour of each look: badges take the name, the calendar its filled shade. */
export const lookColorNames: Record<EventLook, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  awaitingPickup: 'violet',
  active: 'green',
  overdue: 'red',
  closed: 'gray',
};

// Mantine's variables, so both colour schemes keep their contrast. White on filled yellow and
// green stays under 4.5:1 (green 3.4:1): those two carry black text.
const darkText: ReadonlySet<EventLook> = new Set(['pending', 'active']);

export function lookColors(look: EventLook): { background: string; text: string } {
  return {
    background: `var(--mantine-color-${lookColorNames[look]}-filled)`,
    text: darkText.has(look) ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)',
  };
}

/** What an event looks like: a reservation by its status, a rental by where it stands. */
export function lookOf(event: Pick<CalendarEventView, 'kind' | 'status' | 'isOverdue'>): EventLook {
  if (event.isOverdue) return 'overdue';
  if (event.kind === 'reservation') {
    if (event.status === 'pending') return 'pending';
    return event.status === 'confirmed' ? 'confirmed' : 'closed';
  }
  if (event.status === 'pending') return 'awaitingPickup';
  return event.status === 'active' ? 'active' : 'closed';
}

/** Only a reservation still ahead is dragged to new dates; a rental is moved from its page. */
export function isReschedulable(event: Pick<CalendarEventView, 'kind' | 'status'>): boolean {
  return (
    event.kind === 'reservation' && (event.status === 'pending' || event.status === 'confirmed')
  );
}

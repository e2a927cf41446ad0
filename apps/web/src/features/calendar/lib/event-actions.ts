import { paths } from '../../../shared/config/paths.ts';
import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';

export type QuickAction = 'open' | 'confirm' | 'cancel' | 'checkout' | 'return';

// What the event's drawer offers, by kind, status and the user's permissions (the API checks
// both again). Checkout and return open the rental's page with its dialog already open.
export function quickActionsOf(
  event: Pick<CalendarEventView, 'kind' | 'status'>,
  can: (permission: string) => boolean,
): QuickAction[] {
  const actions: QuickAction[] = [];
  if (event.kind === 'reservation') {
    if (can('reservations:read')) actions.push('open');
    if (event.status === 'pending' && can('reservations:confirm')) actions.push('confirm');
    if ((event.status === 'pending' || event.status === 'confirmed') && can('reservations:cancel'))
      actions.push('cancel');
    return actions;
  }
  actions.push('open');
  if (event.status === 'pending' && can('rentals:checkout')) actions.push('checkout');
  if (event.status === 'active' && can('rentals:checkin')) actions.push('return');
  return actions;
}

/** The details page of the event, with the dialog to open there for checkout and return. */
export function detailHrefOf(
  event: Pick<CalendarEventView, 'kind' | 'id'>,
  action?: 'checkout' | 'checkin',
): string {
  if (event.kind === 'reservation') return paths.admin.reservationDetail.getHref(event.id);
  const href = paths.admin.rentalDetail.getHref(event.id);
  return action ? `${href}?action=${action}` : href;
}

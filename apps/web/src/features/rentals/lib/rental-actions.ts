import {
  IconArrowsExchange,
  IconBan,
  IconCalendarPlus,
  IconClockDollar,
  IconKey,
  IconLogin2,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import { rentalMachine } from '@motorpool/domain/status-machines';
import type { RentalStatus } from '@motorpool/domain/value-lists';

// What staff can do to a rental, in menu order (checkout while pending pickup,
// check-in and extension while active; cancel while pending; delete once cancelled).
export const rentalStaffActions = [
  'edit',
  'checkout',
  'checkin',
  'extend',
  'swap',
  'settle',
  'cancel',
  'delete',
] as const;
export type RentalStaffAction = (typeof rentalStaffActions)[number];

const permissionOf: Record<RentalStaffAction, string> = {
  edit: 'rentals:update',
  checkout: 'rentals:checkout',
  checkin: 'rentals:checkin',
  extend: 'rentals:extend',
  swap: 'rentals:update',
  settle: 'rentals:extend',
  cancel: 'rentals:cancel',
  delete: 'rentals:delete',
};

const fromStatuses: Record<RentalStaffAction, readonly RentalStatus[]> = {
  edit: ['pending', 'active'],
  checkout: rentalMachine.actions.checkout.from,
  checkin: rentalMachine.actions.checkin.from,
  extend: rentalMachine.actions.extend.from,
  swap: ['active'],
  settle: ['active'],
  cancel: rentalMachine.actions.cancel.from,
  delete: ['cancelled'],
};

export const rentalActionIcons = {
  edit: IconPencil,
  checkout: IconKey,
  checkin: IconLogin2,
  extend: IconCalendarPlus,
  swap: IconArrowsExchange,
  settle: IconClockDollar,
  cancel: IconBan,
  delete: IconTrash,
} as const;

export const dangerousRentalActions: ReadonlySet<RentalStaffAction> = new Set(['cancel', 'delete']);

type ActionSubject = Pick<RentalListItemView, 'status' | 'isOverdue'>;

export function allowedRentalActions(
  rental: ActionSubject,
  can: (permission: string) => boolean,
): RentalStaffAction[] {
  return rentalStaffActions.filter(
    (action) =>
      can(permissionOf[action]) &&
      fromStatuses[action].includes(rental.status) &&
      (action !== 'settle' || rental.isOverdue),
  );
}

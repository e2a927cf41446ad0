import { IconBan, IconCircleCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { reservationMachine } from '@motorpool/domain/status-machines';
import type { ReservationStatus } from '@motorpool/domain/value-lists';

// What staff can do to a booking, in menu order: confirm and cancel (as the domain's
// machine allows from the status), edit while it still lies ahead, delete while pending only
// (later it is cancelled instead).
export const reservationStaffActions = ['edit', 'confirm', 'cancel', 'delete'] as const;
export type ReservationStaffAction = (typeof reservationStaffActions)[number];

const permissionOf: Record<ReservationStaffAction, string> = {
  edit: 'reservations:update',
  confirm: 'reservations:confirm',
  cancel: 'reservations:cancel',
  delete: 'reservations:delete',
};

const fromStatuses: Record<ReservationStaffAction, readonly ReservationStatus[]> = {
  edit: ['pending', 'confirmed'],
  confirm: reservationMachine.actions.confirm.from,
  cancel: reservationMachine.actions.cancel.from,
  delete: [reservationMachine.initial],
};

export const reservationActionIcons = {
  edit: IconPencil,
  confirm: IconCircleCheck,
  cancel: IconBan,
  delete: IconTrash,
} as const;

export const dangerousReservationActions: ReadonlySet<ReservationStaffAction> = new Set([
  'cancel',
  'delete',
]);

export function allowedReservationActions(
  status: ReservationStatus,
  can: (permission: string) => boolean,
): ReservationStaffAction[] {
  return reservationStaffActions.filter(
    (action) => can(permissionOf[action]) && fromStatuses[action].includes(status),
  );
}

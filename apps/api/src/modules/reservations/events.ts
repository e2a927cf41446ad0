// The domain events reservations publish (packages/domain/src/events.ts), inside the
// transaction that made the change.
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { ReservationRow } from './repository.ts';

export type ReservationEventName =
  | 'reservation.created'
  | 'reservation.confirmed'
  | 'reservation.cancelled'
  | 'reservation.noShow'
  | 'reservation.changed';

export function reservationEvent(
  c: Pick<TenantCaller, 'userId'> | null,
  name: ReservationEventName,
  row: ReservationRow,
) {
  const payload = {
    reservationId: row.id,
    reservationNumber: row.reservationNumber,
    customerId: row.customerId,
  };
  return {
    name,
    tenantId: row.tenantId,
    actor: c ? { type: 'user' as const, id: c.userId } : { type: 'system' as const, id: null },
    subject: { type: 'reservation' as const, id: row.id },
    payload:
      name === 'reservation.cancelled'
        ? { ...payload, reason: row.cancellationReason ?? '' }
        : payload,
  };
}

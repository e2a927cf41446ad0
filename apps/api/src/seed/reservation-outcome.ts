// What became of a planned booking by today (reservation-plan.ts): cancelled, confirmed or
// waiting ahead; cancelled, never confirmed, a no-show or completed behind, each step dated.
import { formatMessage } from '@motorpool/domain/validation-messages';
import { pick, type Random } from './customer-identities.ts';
import { between, type Outcome, type Slot } from './reservation-booking.ts';
import { cancellationReasons } from './reservation-texts.ts';
import { dayMs } from './reservation-times.ts';

const minuteMs = 60_000;

// The reason the no-show job writes when it cancels a booking never confirmed.
const notConfirmedReason = formatMessage('reservation.notConfirmedBeforePickup', 'en');

// What became of the booking by today, with the moment of each step.
export function outcome(
  random: Random,
  slot: Slot,
  bookedAt: Date,
  today: Date,
  graceMinutes: number,
): Outcome {
  const pickup = slot.pickupDate;
  const confirmBy = pickup < today ? pickup : today;
  const confirmedAt = between(random, bookedAt, new Date(Math.min(+confirmBy, +bookedAt + dayMs)));
  const none = { cancellationReason: null, confirmedAt: null, cancelledAt: null };
  const r = random();
  if (pickup >= today) {
    if (r < 0.07) {
      const cancelledAt = between(random, bookedAt, today);
      return {
        ...none,
        status: 'cancelled',
        cancelledAt,
        cancellationReason: pick(random, cancellationReasons),
        history: [{ action: 'cancel', at: cancelledAt }],
      };
    }
    const soon = pickup.getTime() - today.getTime() < 7 * dayMs;
    if (random() < (soon ? 0.75 : 0.45)) {
      return {
        ...none,
        status: 'confirmed',
        confirmedAt,
        history: [{ action: 'confirm', at: confirmedAt }],
      };
    }
    return { ...none, status: 'pending', history: [] };
  }
  const afterGrace = new Date(pickup.getTime() + graceMinutes * minuteMs);
  if (r < 0.1) {
    const wasConfirmed = random() < 0.5;
    const cancelledAt = between(random, wasConfirmed ? confirmedAt : bookedAt, pickup);
    return {
      ...none,
      status: 'cancelled',
      confirmedAt: wasConfirmed ? confirmedAt : null,
      cancelledAt,
      cancellationReason: pick(random, cancellationReasons),
      history: [
        ...(wasConfirmed ? [{ action: 'confirm' as const, at: confirmedAt }] : []),
        { action: 'cancel', at: cancelledAt },
      ],
    };
  }
  if (r < 0.125) {
    return {
      ...none,
      status: 'cancelled',
      cancelledAt: afterGrace,
      cancellationReason: notConfirmedReason,
      history: [{ action: 'cancel', at: afterGrace }],
    };
  }
  const confirmed = { action: 'confirm' as const, at: confirmedAt };
  if (r < 0.165) {
    return {
      ...none,
      status: 'no_show',
      confirmedAt,
      history: [confirmed, { action: 'no_show', at: afterGrace }],
    };
  }
  return {
    ...none,
    status: 'completed',
    confirmedAt,
    history: [confirmed, { action: 'complete', at: slot.returnDate }],
  };
}

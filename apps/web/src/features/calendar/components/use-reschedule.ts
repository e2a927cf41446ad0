import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { useRescheduleReservation } from '../../../api/calendar/calendar-actions.ts';
import type { RescheduleRequest } from './calendar-view.tsx';

// The booking in the way of a 409 VEHICLE_NOT_AVAILABLE, when the API names it.
function conflictingNumber(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'VEHICLE_NOT_AVAILABLE') return null;
  return error.details.find((detail) => /Number$/.test(detail.path))?.message ?? null;
}

// A dragged reservation is saved at once through the API's availability check; any refusal
// puts it back where it was and says why.
export function useReschedule() {
  const { t } = useTranslation('calendar');
  const reschedule = useRescheduleReservation();
  return ({ event, pickupDate, returnDate, revert }: RescheduleRequest) => {
    // One promise per drag: a second drag before the first answer must not lose the first undo.
    reschedule.mutateAsync({ id: event.id, body: { pickupDate, returnDate } }).then(
      () =>
        notifySuccess(t('reschedule.doneTitle'), t('reschedule.done', { number: event.number })),
      (error: unknown) => {
        revert();
        const conflict = conflictingNumber(error);
        const message = conflict
          ? t('reschedule.conflict', { number: conflict })
          : isApiError(error) && error.message
            ? error.message
            : t('reschedule.failed');
        notifyFailure(t('reschedule.failedTitle', { number: event.number }), message, error);
      },
    );
  };
}

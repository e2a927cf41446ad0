import { useState } from 'react';
import type { RentalCreateInput, RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateRental } from '../../../api/rentals/save-rental.ts';
import { conflictingBooking } from '../lib/vehicle-conflict.ts';

// POST /rentals with the toasts every way of making one shares. A taken car is said in place
// (the conflict); what the form's fields can show is handed back to `onFieldErrors`.
export function useCreateRentalSubmit(
  onDone: (rental: RentalView) => void,
  onFieldErrors?: (error: unknown) => boolean,
) {
  const { t } = useTranslation('rentals');
  const create = useCreateRental();
  const [conflict, setConflict] = useState<string | null>(null);
  const submit = async (body: RentalCreateInput) => {
    setConflict(null);
    try {
      const saved = await create.mutateAsync(body);
      notifySuccess(
        t('toasts.created.title'),
        t('toasts.created.message', { number: saved.rentalNumber }),
      );
      onDone(saved);
    } catch (error) {
      const booking = conflictingBooking(error);
      if (booking !== null) return setConflict(booking);
      if (onFieldErrors?.(error)) return;
      const said =
        isApiError(error) && error.status === 409
          ? error.message
          : t('toasts.createFailed.message');
      notifyFailure(t('toasts.createFailed.title'), said, error);
    }
  };
  return { submit, conflict, pending: create.isPending };
}

import type { RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import {
  fieldErrorsFromDetails,
  type FieldErrors,
} from '../../../../shared/forms/schema-errors.ts';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { useRentalAction, type RentalRun } from '../../../../api/rentals/save-rental.ts';

const toastOf = {
  checkout: 'checkedOut',
  checkin: 'returned',
  extend: 'extended',
  'settle-overdue': 'settled',
  swap: 'swapped',
  cancel: 'cancelled',
} as const;

type Outcome = { saved: RentalView } | { failed: unknown; fieldErrors: FieldErrors };

// Runs one desk action: a toast on success; on failure the API's field details for the form
// to show, else a toast (a 409's own message says why the rental could not).
export function useRunRentalAction(
  rental: Pick<RentalView, 'id' | 'rentalNumber'>,
  fields: readonly string[],
) {
  const { t } = useTranslation('rentals');
  const action = useRentalAction();
  const run = async (next: RentalRun, handled?: (error: unknown) => boolean): Promise<Outcome> => {
    const key = toastOf[next.action];
    try {
      const saved = await action.mutateAsync({ id: rental.id, run: next });
      notifySuccess(
        t(`toasts.${key}.title`),
        t(`toasts.${key}.message`, { number: rental.rentalNumber }),
      );
      return { saved };
    } catch (failed) {
      const { fieldErrors } = isApiError(failed)
        ? fieldErrorsFromDetails(failed.details, fields)
        : { fieldErrors: {} };
      if (Object.keys(fieldErrors).length === 0 && !handled?.(failed)) {
        const failedKey = next.action === 'settle-overdue' ? 'settle' : next.action;
        notifyFailure(
          t(`toasts.${failedKey}Failed.title`),
          isApiError(failed) && failed.status === 409
            ? failed.message
            : t(`toasts.${failedKey}Failed.message`),
          failed,
        );
      }
      return { failed, fieldErrors };
    }
  };
  return { run, pending: action.isPending };
}

import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { rentalCancelSchema, type RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useDeleteRental } from '../../../../api/rentals/save-rental.ts';
import { DialogForm } from './dialog-form.tsx';
import { FormButtons } from '../form-buttons.tsx';
import { useRunRentalAction } from './use-run-rental-action.ts';

export type ConfirmKind = 'settle' | 'cancel' | 'delete';

// The short confirmations: settle the overdue time (optional notes), cancel a pending rental
// (reason required), delete a cancelled one.
export function ConfirmDialog({
  rental,
  kind,
  onClose,
  onDeleted,
}: {
  rental: Pick<RentalView, 'id' | 'rentalNumber'>;
  kind: ConfirmKind;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('rentals');
  const { language } = useLanguage();
  const { run, pending } = useRunRentalAction(rental, ['reason', 'notes']);
  const remove = useDeleteRental();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const number = rental.rentalNumber;

  const submit = async () => {
    const trimmed = text.trim();
    if (kind === 'delete') {
      remove.mutate(rental.id, {
        onSuccess: () => {
          notifySuccess(t('toasts.deleted.title'), t('toasts.deleted.message', { number }));
          onClose();
          onDeleted?.();
        },
        onError: (failure) =>
          notifyFailure(
            t('toasts.deleteFailed.title'),
            isApiError(failure) && failure.status === 409
              ? failure.message
              : t('toasts.deleteFailed.message'),
            failure,
          ),
      });
      return;
    }
    if (kind === 'cancel') {
      const reason = schemaErrors(rentalCancelSchema, { reason: trimmed }, language).reason;
      if (reason) return setError(reason);
    }
    const outcome = await run(
      kind === 'cancel'
        ? { action: 'cancel', body: { reason: trimmed } }
        : { action: 'settle-overdue', body: trimmed ? { notes: trimmed } : {} },
    );
    if ('saved' in outcome) onClose();
    else setError(outcome.fieldErrors.reason ?? outcome.fieldErrors.notes);
  };

  return (
    <DialogForm message={t(`dialogs.${kind}.message`, { number })} onSubmit={submit}>
      {kind !== 'delete' && (
        <Textarea
          label={t(`dialogs.${kind}.field`)}
          withAsterisk={kind === 'cancel'}
          maxLength={500}
          autosize
          minRows={2}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
          data-autofocus
        />
      )}
      <FormButtons
        submitLabel={t(`dialogs.${kind}.submit`)}
        onCancel={onClose}
        loading={pending || remove.isPending}
        danger={kind !== 'settle'}
      />
    </DialogForm>
  );
}

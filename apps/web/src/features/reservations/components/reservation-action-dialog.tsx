import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { reservationCancelSchema } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import {
  useDeleteReservation,
  useReservationAction,
} from '../../../api/reservations/save-reservation.ts';

export type ActionTarget = {
  reservation: ReservationView;
  action: 'confirm' | 'cancel' | 'delete';
} | null;

// The confirm (optional note), cancel (reason required) and delete (pending only)
// dialogs. A 409 means the booking moved on meanwhile: the API's message says how.
export function ReservationActionDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: ActionTarget;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('reservations');
  const { language } = useLanguage();
  const run = useReservationAction();
  const remove = useDeleteReservation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const failed = (key: 'confirm' | 'cancel' | 'delete') => (failure: unknown) =>
    notifyFailure(
      t(`toasts.${key}Failed.title`),
      isApiError(failure) && failure.status === 409
        ? failure.message
        : t(`toasts.${key}Failed.message`),
      failure,
    );

  const submit = () => {
    if (!target) return;
    const { reservation, action } = target;
    const number = reservation.reservationNumber;
    const trimmed = text.trim();
    if (action === 'delete') {
      remove.mutate(reservation.id, {
        onSuccess: () => {
          notifySuccess(t('toasts.deleted.title'), t('toasts.deleted.message', { number }));
          close();
          onDeleted?.();
        },
        onError: failed('delete'),
      });
      return;
    }
    if (action === 'cancel') {
      const reason = schemaErrors(reservationCancelSchema, { reason: trimmed }, language).reason;
      if (reason) return setError(reason);
    }
    run.mutate(
      {
        id: reservation.id,
        run:
          action === 'cancel'
            ? { action, body: { reason: trimmed } }
            : { action, body: trimmed ? { notes: trimmed } : {} },
      },
      {
        onSuccess: () => {
          const done = action === 'cancel' ? 'cancelled' : 'confirmed';
          notifySuccess(t(`toasts.${done}.title`), t(`toasts.${done}.message`, { number }));
          close();
        },
        onError: failed(action),
      },
    );
  };

  const action = target?.action;
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={action ? t(`dialogs.${action}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      {target && (
        <Stack gap="md">
          <Text fz="sm">
            {t(`dialogs.${target.action}.message`, {
              number: target.reservation.reservationNumber,
            })}
          </Text>
          {target.action !== 'delete' && (
            <Textarea
              label={t(`dialogs.${target.action}.field`)}
              withAsterisk={target.action === 'cancel'}
              maxLength={target.action === 'cancel' ? 500 : 2000}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('dialogs.back')}
            </Button>
            <Button
              color={target.action === 'confirm' ? undefined : 'red'}
              loading={run.isPending || remove.isPending}
              onClick={submit}
            >
              {t(`dialogs.${target.action}.submit`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

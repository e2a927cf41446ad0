import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import {
  useCancelOwnReservation,
  useCancellationQuote,
} from '../../../api/reservations/customer-bookings.ts';

// Cancel with the fee the company's policy keeps shown before confirming.
export function CancelDialog({
  reservation,
  opened,
  onClose,
}: {
  reservation: ReservationView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-bookings');
  const format = useFormat();
  const quote = useCancellationQuote(reservation.id, opened);
  const cancel = useCancelOwnReservation();
  const [reason, setReason] = useState('');
  const money = (minor: number) => format.money(minor, reservation.quote.currency);
  const failure = cancel.error;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('cancel.title')}
      fullScreen={false}
      closeButtonProps={{ 'aria-label': t('cancel.close') }}
    >
      <Stack gap="sm">
        {quote.isPending ? (
          <Loader role="status" size="sm" aria-label={t('cancel.loading')} />
        ) : quote.data ? (
          <Stack gap={4} role="status">
            <Text fz="sm">
              {quote.data.fee > 0
                ? t('cancel.fee', { fee: money(quote.data.fee) })
                : t('cancel.free')}
            </Text>
            {quote.data.refund > 0 ? (
              <Text fz="sm">{t('cancel.refund', { amount: money(quote.data.refund) })}</Text>
            ) : null}
            {!quote.data.cancellable ? <Alert color="red">{t('cancel.notAllowed')}</Alert> : null}
          </Stack>
        ) : (
          <Alert color="red">{t('cancel.quoteError')}</Alert>
        )}
        <Textarea
          label={t('cancel.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {isApiError(failure) ? failure.message : t('cancel.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            disabled={!quote.data?.cancellable}
            onClick={() =>
              cancel.mutate(
                { id: reservation.id, reason: reason.trim() || t('cancel.defaultReason') },
                { onSuccess: onClose },
              )
            }
          >
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

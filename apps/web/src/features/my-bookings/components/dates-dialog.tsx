import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { fromZonedInput, toZonedInput } from '../../../shared/i18n/zoned-time.ts';
import {
  useCancellationQuote,
  useChangeOwnDates,
  useCustomerQuote,
} from '../../../api/reservations/customer-bookings.ts';

// New dates, re-priced by the API before confirming; its refusal (car taken, branch closed,
// licence, a change that would lower the cancellation fee) is shown as it says. Inside the fee
// window the rule is said before the customer tries.
export function DatesDialog({
  reservation,
  timeZone,
  opened,
  onClose,
}: {
  reservation: ReservationView;
  timeZone: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-bookings');
  const format = useFormat();
  const [pickup, setPickup] = useState(reservation.pickupDate);
  const [dropOff, setDropOff] = useState(reservation.returnDate);
  const change = useChangeOwnDates();
  const cancellation = useCancellationQuote(reservation.id, opened);
  const fee = cancellation.data?.fee ?? 0;
  const ordered = Boolean(pickup && dropOff && Date.parse(dropOff) > Date.parse(pickup));
  const changed = pickup !== reservation.pickupDate || dropOff !== reservation.returnDate;
  const quote = useCustomerQuote(
    opened && ordered && changed
      ? {
          vehicleId: reservation.vehicle.id,
          pickupDate: pickup,
          returnDate: dropOff,
          addOns: reservation.quote.addOns.map((a) => ({ code: a.code, quantity: a.quantity })),
        }
      : null,
  );
  const input = (value: string, set: (v: string) => void) => ({
    value: value ? toZonedInput(value, timeZone) : '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      set(fromZonedInput(e.currentTarget.value, timeZone) ?? ''),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dates.title')}
      closeButtonProps={{ 'aria-label': t('dates.close') }}
    >
      <Stack gap="sm">
        {fee > 0 ? (
          <Alert color="yellow" role="note">
            {t('dates.feeWindow', { fee: format.money(fee, reservation.quote.currency) })}
          </Alert>
        ) : null}
        <TextInput type="datetime-local" label={t('dates.pickup')} {...input(pickup, setPickup)} />
        <TextInput
          type="datetime-local"
          label={t('dates.return')}
          error={ordered ? undefined : t('dates.order')}
          {...input(dropOff, setDropOff)}
        />
        {quote.isFetching ? (
          <Loader role="status" size="sm" aria-label={t('dates.pricing')} />
        ) : null}
        {quote.data ? (
          <Text fz="sm" role="status">
            {t('dates.newTotal', {
              total: format.money(quote.data.total, quote.data.currency),
              before: format.money(reservation.totalAmount, reservation.quote.currency),
            })}
          </Text>
        ) : null}
        {change.error ? (
          <Alert color="red" role="alert">
            {isApiError(change.error)
              ? (change.error.details[0]?.message ?? change.error.message)
              : t('dates.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('dates.close')}
          </Button>
          <Button
            disabled={!ordered || !changed}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { id: reservation.id, body: { pickupDate: pickup, returnDate: dropOff } },
                { onSuccess: onClose },
              )
            }
          >
            {t('dates.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

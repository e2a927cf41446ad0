import { Alert, Button, Loader, Radio, Stack, Text } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import {
  useCreateCardPayment,
  useProcessCardPayment,
} from '../../../api/payments/customer-payments.ts';
import { useOwnProfile } from '../../../api/profile/profile.ts';
import {
  type CreateBody,
  useCreateBooking,
  useCustomerQuote,
} from '../../../api/reservations/customer-bookings.ts';
import { useReservation } from '../../../api/reservations/get-reservation.ts';
import { useCustomerPaymentOptions } from '../api/booking-api.ts';
import { keptKey } from '../lib/booking-state.ts';
import { CardForm, type CardDraft, emptyCard, readCard } from './card-form.tsx';

type Outcome =
  | { kind: 'taken' }
  | { kind: 'driver'; message: string }
  | { kind: 'declined' }
  | { kind: 'error'; message: string };

function remembered(name: string): string | undefined {
  try {
    return sessionStorage.getItem(name) ?? undefined;
  } catch {
    return undefined;
  }
}
function remember(name: string, value: string) {
  try {
    sessionStorage.setItem(name, value);
  } catch {
    // the Idempotency-Key still protects a retry within this page
  }
}

// Step 6: book (POST /reservations), then pay now by card (POST /payments + /process) or at
// pickup. Each call has its own Idempotency-Key, kept in sessionStorage across retries and
// reloads; the reservation's id joins the address once booked, so nothing is booked or
// charged twice. Also pays the balance of a booking made earlier (reservationId given).
export function PayStep({
  draft,
  reservationId,
  onBooked,
  onDone,
  renderTaken,
  onDriver,
}: {
  /** what to book; absent when paying an existing reservation's balance */
  draft: Omit<CreateBody, 'customerId'> | null;
  reservationId: string | undefined;
  onBooked: (reservation: ReservationView) => void;
  onDone: (reservation: ReservationView) => void;
  renderTaken: () => React.ReactNode;
  onDriver: () => void;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const options = useCustomerPaymentOptions();
  const profile = useOwnProfile(true);
  const existing = useReservation(reservationId ?? '');
  // the review step's quote of the same booking, from the cache: the amount the button charges
  const quote = useCustomerQuote(
    draft && !reservationId
      ? (({ pickupBranchId: _pickup, returnBranchId: _return, ...body }) => body)(draft)
      : null,
  );
  const create = useCreateBooking();
  const createPayment = useCreateCardPayment();
  const process = useProcessCardPayment();
  const busy = useRef(false);
  const [choice, setChoice] = useState<'now' | 'pickup'>(
    options === 'payAtPickup' ? 'pickup' : 'now',
  );
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [working, setWorking] = useState(false);

  if (reservationId && existing.isPending)
    return <Loader role="status" size="sm" aria-label={t('pay.loading')} />;
  const reservation = existing.data;
  const owed = reservation ? reservation.remainingAmount : undefined;
  const charged = reservation
    ? format.money(reservation.remainingAmount, reservation.quote.currency)
    : quote.data
      ? format.money(quote.data.total, quote.data.currency)
      : undefined;
  const payLater = !reservationId && options !== 'payNow';
  const payNow = options !== 'payAtPickup' || Boolean(reservationId);

  const book = async (): Promise<ReservationView | null> => {
    if (reservation) return reservation;
    const customerId = profile.data?.customer?.id;
    if (!draft || !customerId) {
      setOutcome({ kind: 'error', message: t('pay.noCustomer') });
      return null;
    }
    const body: CreateBody = { ...draft, customerId };
    try {
      const saved = await create.mutateAsync({
        body,
        key: keptKey(`create:${JSON.stringify(body)}`),
      });
      onBooked(saved);
      return saved;
    } catch (error) {
      if (isApiError(error) && error.code === 'VEHICLE_NOT_AVAILABLE')
        setOutcome({ kind: 'taken' });
      else if (isApiError(error) && error.details.some((d) => /customerId$/.test(d.path)))
        setOutcome({ kind: 'driver', message: error.details[0]!.message });
      else
        setOutcome({ kind: 'error', message: isApiError(error) ? error.message : t('pay.failed') });
      return null;
    }
  };

  const charge = async (booked: ReservationView) => {
    const read = readCard(card);
    setErrors(read.errors);
    if (!read.card) return false;
    const stored = `booking:payment:${booked.id}`;
    let paymentId = remembered(stored);
    if (!paymentId) {
      const payment = await createPayment.mutateAsync({
        key: keptKey(`payment:${booked.id}:${booked.remainingAmount}`),
        body: {
          amount: booked.remainingAmount,
          currency: booked.quote.currency,
          paymentMethod: 'credit_card',
          type: 'reservation',
          customerId: booked.customer.id,
          reservationId: booked.id,
        },
      });
      paymentId = payment.id;
      remember(stored, paymentId);
    }
    const fingerprint = `${read.card.number}:${read.card.expiryMonth}/${read.card.expiryYear}`;
    const paid = await process.mutateAsync({
      id: paymentId,
      card: read.card,
      key: keptKey(`process:${paymentId}:${fingerprint}`),
    });
    if (paid.status === 'failed') {
      setOutcome({ kind: 'declined' });
      return false;
    }
    return true;
  };

  const submit = async () => {
    if (busy.current) return;
    if (choice === 'now' && !readCard(card).card) {
      setErrors(readCard(card).errors);
      return;
    }
    busy.current = true;
    setWorking(true);
    setOutcome(null);
    try {
      const booked = await book();
      if (!booked) return;
      if (choice === 'now' && !(await charge(booked))) return;
      onDone(booked);
    } catch (error) {
      setOutcome({ kind: 'error', message: isApiError(error) ? error.message : t('pay.failed') });
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  if (outcome?.kind === 'taken') return <>{renderTaken()}</>;
  return (
    <Stack gap="md">
      {owed !== undefined && reservation ? (
        <Text fw={600}>
          {t('pay.owed', { amount: format.money(owed, reservation.quote.currency) })}
        </Text>
      ) : null}
      {payLater && payNow ? (
        <Radio.Group
          label={t('pay.how')}
          value={choice}
          onChange={(value) => setChoice(value as 'now' | 'pickup')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="now" label={t('pay.now')} />
            <Radio value="pickup" label={t('pay.atPickup')} />
          </Stack>
        </Radio.Group>
      ) : null}
      {choice === 'now' ? <CardForm draft={card} errors={errors} onChange={setCard} /> : null}
      {outcome?.kind === 'declined' ? (
        <Alert color="red" role="alert" title={t('pay.declinedTitle')}>
          {t('pay.declined')}
        </Alert>
      ) : null}
      {outcome?.kind === 'driver' ? (
        <Alert color="red" role="alert" title={t('pay.driverTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{outcome.message}</Text>
            <Button size="xs" variant="light" onClick={onDriver}>
              {t('pay.editDriver')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? (
        <Alert color="red" role="alert">
          {outcome.message}
        </Alert>
      ) : null}
      <Button size="md" fullWidth loading={working} onClick={() => void submit()}>
        {choice !== 'now'
          ? t('pay.bookNow')
          : charged !== undefined
            ? t('pay.payNowAmount', { amount: charged })
            : t('pay.payNow')}
      </Button>
    </Stack>
  );
}

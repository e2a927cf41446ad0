import type { ReactNode } from 'react';
import { Anchor, DataList, Loader, Stack, Text } from '@mantine/core';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import {
  useCustomerPaymentTotals,
  usePaymentRental,
  usePaymentReservation,
} from '../../../api/payments/payment-links.ts';
import { usePaymentFormat } from '../lib/use-payment-format.ts';
import { alignedList } from './payment-cards.tsx';

type CardProps = { payment: PaymentView };

function Loading() {
  const { t } = useTranslation('payments');
  return <Loader size="xs" role="status" aria-label={t('detail.loading')} />;
}

// Who paid.
export function PaymentCustomerCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const customer = payment.customer;
  return (
    <SectionCard id="payment-customer" title={t('detail.sections.customer')}>
      {customer ? (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={paths.admin.customerDetail.getHref(payment.customerId)}
            fw={600}
          >
            <bdi>{customer.name}</bdi>
          </Anchor>
          {[customer.email, customer.phone].map((line) => (
            <Text key={line} fz="sm" c="dimmed">
              <Ltr>{line}</Ltr>
            </Text>
          ))}
        </Stack>
      ) : (
        <Text fz="sm">{t('detail.none')}</Text>
      )}
    </SectionCard>
  );
}

type BookingFacts = {
  number: string;
  vehicle: { make: string; model: string; licensePlate: string };
  from: string;
  to: string;
  money: { label: string; value: number }[];
};

// A booking's number as a link, its car, its period and its money.
function BookingFields({
  href,
  number,
  vehicle,
  from,
  to,
  money,
}: BookingFacts & { href: string }) {
  const { t } = useTranslation('payments');
  const { when, amount } = usePaymentFormat();
  return (
    <DataList labelWidth="40%" styles={alignedList}>
      <Field label={t('detail.booking.number')}>
        <Anchor component={Link} to={href} fw={600}>
          <Ltr>{number}</Ltr>
        </Anchor>
      </Field>
      <Field label={t('detail.booking.vehicle')}>
        <bdi>{`${vehicle.make} ${vehicle.model}`}</bdi> · <Ltr>{vehicle.licensePlate}</Ltr>
      </Field>
      <Field label={t('detail.booking.period')}>
        {t('detail.booking.fromTo', { from: when(from), to: when(to) })}
      </Field>
      {money.map((line) => (
        <Field key={line.label} label={line.label}>
          {amount(line.value)}
        </Field>
      ))}
    </DataList>
  );
}

// A booking the payment belongs to, read from its module; a reader who may not read it gets
// the link alone, and a payment without one says so (`href` undefined: not known yet).
function BookingCard<T>({
  sectionId,
  title,
  href,
  openLabel,
  query,
  facts,
}: {
  sectionId: string;
  title: string;
  /** the booking's page, null when the payment has none */
  href: string | null | undefined;
  openLabel: string;
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  facts: (booking: T) => BookingFacts;
}) {
  const { t } = useTranslation('payments');
  let body: ReactNode;
  if (href === null) body = <Text fz="sm">{t('detail.none')}</Text>;
  else if (href === undefined) body = <Loading />;
  else if (query.isError) {
    body = (
      <Anchor component={Link} to={href}>
        {openLabel}
      </Anchor>
    );
  } else if (query.data === undefined) body = <Loading />;
  else body = <BookingFields href={href} {...facts(query.data)} />;
  return (
    <SectionCard id={sectionId} title={title}>
      {body}
    </SectionCard>
  );
}

// The reservation the payment is for: what it costs, what is paid and what is left.
export function PaymentReservationCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const id = payment.reservationId;
  return (
    <BookingCard
      sectionId="payment-reservation"
      title={t('detail.sections.reservation')}
      href={id ? paths.admin.reservationDetail.getHref(id) : null}
      openLabel={t('detail.openReservation')}
      query={usePaymentReservation(id)}
      facts={(r) => ({
        number: r.reservationNumber,
        vehicle: r.vehicle,
        from: r.pickupDate,
        to: r.returnDate,
        money: [
          { label: t('detail.booking.total'), value: r.totalAmount },
          { label: t('detail.booking.paid'), value: r.paidAmount },
          { label: t('detail.booking.remaining'), value: r.remainingAmount },
        ],
      })}
    />
  );
}

// The rental the payment belongs to (a deposit, charges at return), or the one that took over
// the reservation it was paid for: a payment taken at booking names only the reservation.
export function PaymentRentalCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const reservation = usePaymentReservation(payment.reservationId);
  const id = payment.rentalId ?? reservation.data?.rental?.id ?? null;
  const known = id !== null || payment.reservationId === null || !reservation.isPending;
  return (
    <BookingCard
      sectionId="payment-rental"
      title={t('detail.sections.rental')}
      href={id ? paths.admin.rentalDetail.getHref(id) : known ? null : undefined}
      openLabel={t('detail.openRental')}
      query={usePaymentRental(id)}
      facts={(r) => ({
        number: r.rentalNumber,
        vehicle: r.vehicle,
        from: r.pickupDate,
        to: r.returnDate,
        money: [
          { label: t('detail.booking.total'), value: r.totalAmount },
          { label: t('detail.booking.deposit'), value: r.securityDeposit },
        ],
      })}
    />
  );
}

// The customer's payments that took money, counted and summed by the server.
export function PaymentStatsCard({ payment }: CardProps) {
  const { t } = useTranslation('payments');
  const { number } = useFormat();
  const { amount } = usePaymentFormat();
  const { data, isPending, isError } = useCustomerPaymentTotals(payment.customerId);
  return (
    <SectionCard id="payment-stats" title={t('detail.sections.stats')}>
      {isError ? (
        <Text fz="sm" c="red" role="alert">
          {t('detail.stats.loadError')}
        </Text>
      ) : isPending ? (
        <Loading />
      ) : (
        <DataList labelWidth="40%" styles={alignedList}>
          <Field label={t('detail.stats.count')}>{number(data.count)}</Field>
          <Field label={t('detail.stats.amount')}>{amount(data.amount, data.currency)}</Field>
          <Field label={t('detail.stats.refunded')}>{amount(data.refunded, data.currency)}</Field>
          <Field label={t('detail.stats.net')}>{amount(data.net, data.currency)}</Field>
        </DataList>
      )}
    </SectionCard>
  );
}

import { Anchor, DataList, Stack, Text } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { PaymentStatusBadge } from './reservation-badges.tsx';
import { QuoteBreakdown } from './quote-breakdown.tsx';
import { useBookingFormat } from './use-booking-format.ts';
import { UserText } from '../../../shared/ui/user-text.tsx';

type CardProps = { reservation: ReservationView };

export function ReservationPartiesCard({ reservation }: CardProps) {
  const { t } = useTranslation('reservations');
  const { t: tv } = useTranslation('vehicles');
  const { customer, vehicle } = reservation;
  return (
    <SectionCard id="reservation-parties" title={t('detail.sections.parties')}>
      <DataList>
        <Field label={t('fields.customer')}>
          <Stack gap={0}>
            <Anchor component={Link} to={paths.admin.customerDetail.getHref(customer.id)} fw={600}>
              <bdi>{customer.name}</bdi>
            </Anchor>
            <Text fz="sm" c="dimmed">
              <Ltr>{customer.email}</Ltr>
            </Text>
            <Text fz="sm" c="dimmed">
              <Ltr>{customer.phone}</Ltr>
            </Text>
          </Stack>
        </Field>
        <Field label={t('fields.vehicle')}>
          <Stack gap={0}>
            <Anchor component={Link} to={paths.admin.vehicleDetail.getHref(vehicle.id)} fw={600}>
              <bdi>{vehicle.name}</bdi>
            </Anchor>
            <Text fz="sm" c="dimmed">
              <Ltr>{vehicle.licensePlate}</Ltr> ·{' '}
              {tv(`category.${vehicle.category}` as 'category.economy', {
                defaultValue: vehicle.category,
              })}
            </Text>
          </Stack>
        </Field>
      </DataList>
    </SectionCard>
  );
}

export function ReservationPeriodCard({ reservation }: CardProps) {
  const { t } = useTranslation('reservations');
  const { when, number, timeZone } = useBookingFormat();
  return (
    <SectionCard id="reservation-period" title={t('detail.sections.period')}>
      <DataList>
        <Field label={t('fields.pickupDate')}>{when(reservation.pickupDate)}</Field>
        <Field label={t('fields.pickupBranch')}>
          <bdi>{reservation.pickupBranch.name}</bdi>
        </Field>
        <Field label={t('fields.returnDate')}>{when(reservation.returnDate)}</Field>
        <Field label={t('fields.returnBranch')}>
          <bdi>{reservation.returnBranch.name}</bdi>
        </Field>
        <Field label={t('fields.days')}>{number(reservation.quote.days)}</Field>
      </DataList>
      <Text fz="xs" c="dimmed">
        {t('form.timeZone', { zone: timeZone })}
      </Text>
    </SectionCard>
  );
}

export function ReservationPricingCard({ reservation }: CardProps) {
  const { t } = useTranslation('reservations');
  return (
    <SectionCard id="reservation-pricing" title={t('detail.sections.pricing')}>
      <QuoteBreakdown quote={reservation.quote} />
    </SectionCard>
  );
}

export function ReservationPaymentCard({ reservation }: CardProps) {
  const { t } = useTranslation('reservations');
  const { amount } = useBookingFormat();
  const money = (minor: number) => amount(minor, reservation.quote.currency);
  return (
    <SectionCard
      id="reservation-payment"
      title={t('detail.sections.payment')}
      actions={<PaymentStatusBadge status={reservation.paymentStatus} />}
    >
      <DataList>
        <Field label={t('pricing.total')}>{money(reservation.totalAmount)}</Field>
        <Field label={t('fields.paidAmount')}>{money(reservation.paidAmount)}</Field>
        <Field label={t('fields.remainingAmount')}>
          <Text fw={700} c={reservation.remainingAmount > 0 ? 'orange' : undefined}>
            {money(reservation.remainingAmount)}
          </Text>
        </Field>
      </DataList>
    </SectionCard>
  );
}

export function ReservationNotesCard({ reservation }: CardProps) {
  const { t } = useTranslation('reservations');
  const notes = [
    ['specialRequests', reservation.specialRequests],
    ['notes', reservation.notes],
    ['internalNotes', reservation.internalNotes],
  ] as const;
  return (
    <SectionCard id="reservation-notes" title={t('detail.sections.notes')}>
      <DataList>
        {notes.map(([field, text]) => (
          <Field key={field} label={t(`fields.${field}`)}>
            {text ? (
              <UserText fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {text}
              </UserText>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('detail.none')}
              </Text>
            )}
          </Field>
        ))}
      </DataList>
    </SectionCard>
  );
}

import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { CustomerRentalView } from '@motorpool/domain/schemas/rental';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/config/paths.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { downloadRentalPdf } from '../../../api/rentals/rental-documents.ts';
import { useRental } from '../../../api/rentals/get-rentals.ts';
import { useReservation } from '../../../api/reservations/get-reservation.ts';
import { StatusBadge } from '../components/booking-card.tsx';
import { CancelDialog } from '../components/cancel-dialog.tsx';
import { DatesDialog } from '../components/dates-dialog.tsx';
import {
  Breakdown,
  DownloadButton,
  PaymentsSection,
  Row,
  Section,
} from '../components/detail-parts.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';

type Booking = ReservationView | CustomerRentalView;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function useId(): string {
  const raw = useParams().id;
  return raw && uuid.test(raw) ? raw : '';
}

function Trip({
  booking,
  number,
  timeZone,
}: {
  booking: Booking;
  number: string;
  timeZone: string;
}) {
  const { t } = useTranslation('my-bookings');
  const { language } = useLanguage();
  const when = (iso: string) => formatZoned(iso, language, timeZone);
  return (
    <Section title={t('detail.trip')}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          <bdi>{`${booking.vehicle.make} ${booking.vehicle.model} ${booking.vehicle.year}`}</bdi>
        </Text>
        <StatusBadge status={booking.status} />
      </Group>
      <Text fz="xs" c="dimmed" dir="ltr" ta="start">
        {number}
      </Text>
      <Row
        label={t('detail.pickup')}
        value={`${when(booking.pickupDate)} · ${booking.pickupBranch.name}`}
      />
      <Row
        label={t('detail.return')}
        value={`${when(booking.returnDate)} · ${booking.returnBranch.name}`}
      />
    </Section>
  );
}

// The heading stays while the booking loads or is not found, so the page always has its title.
function Page({
  back,
  title,
  query,
  children,
}: {
  back: string;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  children: () => React.ReactNode;
}) {
  const { t } = useTranslation('my-bookings');
  return (
    <Container size="sm" px="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to={back} label={t('detail.back')} />
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
        {query.isPending ? (
          <Loader role="status" size="sm" aria-label={t('detail.loading')} />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {isApiError(query.error) && query.error.status === 404
              ? t('detail.notFound')
              : t('detail.loadError')}
          </Alert>
        ) : (
          children()
        )}
      </Stack>
    </Container>
  );
}

const payHref = (vehicleId: string, id: string) =>
  `${paths.tenant.rentalBooking.getHref(vehicleId)}?step=pay&reservationId=${id}`;

function ReservationDetail({
  reservation,
  timeZone,
}: {
  reservation: ReservationView;
  timeZone: string;
}) {
  const { t } = useTranslation('my-bookings');
  const { language } = useLanguage();
  const [dialog, setDialog] = useState<'cancel' | 'dates' | null>(null);
  // A booking a rental took over goes on as the rental: its actions are the rental's.
  const open =
    (reservation.status === 'pending' || reservation.status === 'confirmed') && !reservation.rental;
  // Dates and cancellation are the customer's until the pickup time (the API answers 409
  // after it); from then on the trip is the desk's.
  const beforePickup = Date.parse(reservation.pickupDate) > Date.now();
  return (
    <>
      <Trip booking={reservation} number={reservation.reservationNumber} timeZone={timeZone} />
      {reservation.rental ? (
        <Alert color="blue" role="note">
          <Stack gap={6} align="flex-start">
            <Text fz="sm">
              {t('detail.takenOver', { rental: reservation.rental.rentalNumber })}
            </Text>
            <Button
              component={Link}
              to={paths.tenant.rentalDetail.getHref(reservation.rental.id)}
              variant="light"
              size="xs"
            >
              {t('detail.openRental')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Breakdown
        quote={reservation.quote}
        paid={reservation.paidAmount}
        // a closed booking owes nothing more: no balance line
        remaining={open ? reservation.remainingAmount : undefined}
      />
      <PaymentsSection kind="reservations" id={reservation.id} />
      {open && reservation.payBy ? (
        <Alert color="yellow" role="note">
          {t('detail.payBy', { time: formatZoned(reservation.payBy, language, timeZone) })}
        </Alert>
      ) : null}
      {open ? (
        <Stack gap="sm">
          {reservation.remainingAmount > 0 ? (
            <Button component={Link} to={payHref(reservation.vehicle.id, reservation.id)} size="md">
              {t('detail.payBalance')}
            </Button>
          ) : null}
          {beforePickup ? (
            <>
              <Button variant="light" size="md" onClick={() => setDialog('dates')}>
                {t('detail.changeDates')}
              </Button>
              <Button variant="light" color="red" size="md" onClick={() => setDialog('cancel')}>
                {t('detail.cancel')}
              </Button>
            </>
          ) : null}
        </Stack>
      ) : null}
      {reservation.cancellationReason ? (
        <Text fz="sm" c="dimmed">
          {t('detail.cancelledBecause', { reason: reservation.cancellationReason })}
        </Text>
      ) : null}
      <CancelDialog
        reservation={reservation}
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
      />
      {dialog === 'dates' ? (
        <DatesDialog
          reservation={reservation}
          timeZone={timeZone}
          opened
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

function RentalDetail({ rental, timeZone }: { rental: CustomerRentalView; timeZone: string }) {
  const { t } = useTranslation('my-bookings');
  const { language } = useLanguage();
  const [reviewing, setReviewing] = useState(false);
  return (
    <>
      <Trip booking={rental} number={rental.rentalNumber} timeZone={timeZone} />
      <Breakdown quote={rental.quote} paid={rental.paidAmount} remaining={rental.remainingAmount} />
      <PaymentsSection kind="rentals" id={rental.id} />
      <Section title={t('detail.documents')}>
        <Group gap="xs">
          {rental.status !== 'pending' ? (
            <DownloadButton
              label={t('detail.contract')}
              load={() => downloadRentalPdf(rental.id, { kind: 'contract', language })}
            />
          ) : null}
          {rental.status === 'completed' ? (
            <DownloadButton
              label={t('detail.rentalReceipt')}
              load={() => downloadRentalPdf(rental.id, { kind: 'receipt', language })}
            />
          ) : null}
        </Group>
      </Section>
      {rental.remainingAmount > 0 && rental.status !== 'cancelled' ? (
        <Button component={Link} to={payHref(rental.vehicle.id, rental.reservationId)} size="md">
          {t('detail.payBalance')}
        </Button>
      ) : null}
      {rental.status === 'completed' ? (
        <Button variant="light" size="md" onClick={() => setReviewing(true)}>
          {t('review.write')}
        </Button>
      ) : null}
      <ReviewDialog rentalId={rental.id} opened={reviewing} onClose={() => setReviewing(false)} />
    </>
  );
}

export function MyReservationPage() {
  const id = useId();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const { t } = useTranslation('my-bookings');
  const query = useReservation(id);
  return (
    <Page
      back={paths.tenant.reservations.getHref()}
      title={t('reservations.detailTitle')}
      query={id ? query : { isPending: false, isError: true, error: null }}
    >
      {() => <ReservationDetail reservation={query.data!} timeZone={timeZone} />}
    </Page>
  );
}

export function MyRentalPage() {
  const id = useId();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const { t } = useTranslation('my-bookings');
  const query = useRental<CustomerRentalView>(id);
  return (
    <Page
      back={paths.tenant.rentals.getHref()}
      title={t('rentals.detailTitle')}
      query={id ? query : { isPending: false, isError: true, error: null }}
    >
      {() => <RentalDetail rental={query.data!} timeZone={timeZone} />}
    </Page>
  );
}

import {
  Alert,
  Button,
  Container,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CustomerRentalListItemView } from '@motorpool/domain/schemas/rental';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { type BookingKind, listQuery, type Tab, useMyBookings } from '../api/my-bookings-api.ts';
import { BookingCard, type BookingRow } from '../components/booking-card.tsx';

function rowOf(kind: BookingKind, item: ReservationView | CustomerRentalListItemView): BookingRow {
  const common = {
    id: item.id,
    status: item.status,
    vehicle: item.vehicle,
    pickupDate: item.pickupDate,
    returnDate: item.returnDate,
    pickupBranch: item.pickupBranch,
    remaining: item.remainingAmount,
    currency: item.quote.currency,
  };
  return kind === 'reservations'
    ? { ...common, number: (item as ReservationView).reservationNumber, total: item.totalAmount }
    : {
        ...common,
        number: (item as CustomerRentalListItemView).rentalNumber,
        total: (item as CustomerRentalListItemView).totalCost,
      };
}

// Reservations and rentals: the customer's own, upcoming and past, paged by the API.
export function MyBookingsPage({ kind }: { kind: BookingKind }) {
  const { t } = useTranslation('my-bookings');
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyBookings<ReservationView | CustomerRentalListItemView>(
    kind,
    listQuery(kind, tab, page),
  );
  const detail =
    kind === 'reservations' ? paths.tenant.reservationDetail : paths.tenant.rentalDetail;
  const pages = list.data ? Math.ceil(list.data.total / list.data.limit) : 0;
  return (
    <Container size="sm" px="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t(`${kind}.title`)}
        </Title>
        <SegmentedControl
          fullWidth
          value={tab}
          aria-label={t('list.tabs')}
          data={[
            { value: 'upcoming', label: t('list.upcoming') },
            { value: 'past', label: t('list.past') },
          ]}
          onChange={(value) => setParams(value === 'past' ? { tab: 'past' } : {})}
        />
        {list.isPending ? (
          <Loader role="status" size="sm" aria-label={t('list.loading')} />
        ) : list.isError ? (
          <Alert color="red" role="alert">
            {t('list.loadError')}
          </Alert>
        ) : list.data.data.length === 0 ? (
          <Stack gap="sm" align="center" py="lg">
            <Text c="dimmed">{t(`${kind}.empty`)}</Text>
            <Button component={Link} to={paths.tenant.vehicles.getHref()} variant="light">
              {t('list.browse')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            {list.data.data.map((item) => (
              <BookingCard
                key={item.id}
                row={rowOf(kind, item)}
                href={detail.getHref(item.id)}
                timeZone={timeZone}
              />
            ))}
          </Stack>
        )}
        {pages > 1 ? (
          <Pagination
            mx="auto"
            size="sm"
            total={pages}
            value={page}
            onChange={(next) =>
              setParams({ ...(tab === 'past' ? { tab } : {}), page: String(next) })
            }
          />
        ) : null}
      </Stack>
    </Container>
  );
}

export function MyReservationsPage() {
  return <MyBookingsPage kind="reservations" />;
}

export function MyRentalsPage() {
  return <MyBookingsPage kind="rentals" />;
}

import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { reservationPaymentStatuses, reservationStatuses } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { PaymentStatusBadge, ReservationStatusBadge } from './reservation-badges.tsx';
import { useBookingFormat } from './use-booking-format.ts';

// The reservations grid's columns, sorts and filters (GET /reservations). A phone shows the
// number and the status; the rest come in on wider screens.
export function useReservationColumns(): GridColumn<ReservationView>[] {
  const { t } = useTranslation('reservations');
  const format = useBookingFormat();
  const { when, amount } = format;
  return useMemo(
    () => [
      {
        key: 'reservationNumber',
        title: t('columns.number'),
        sortField: 'reservationNumber',
        firstDirection: 'desc',
        visibleFrom: 'base',
        render: (reservation) => (
          <Anchor
            component={Link}
            to={paths.admin.reservationDetail.getHref(reservation.id)}
            fz="sm"
            fw={600}
            onClick={(event) => event.stopPropagation()}
          >
            <Ltr>{reservation.reservationNumber}</Ltr>
          </Anchor>
        ),
      },
      {
        key: 'customer',
        title: t('columns.customer'),
        visibleFrom: 'sm',
        hideable: true,
        ellipsis: true,
        width: 160,
        render: (reservation) => <bdi>{reservation.customer.name}</bdi>,
      },
      {
        key: 'vehicle',
        title: t('columns.vehicle'),
        visibleFrom: 'md',
        hideable: true,
        render: (reservation) => (
          <Stack gap={0}>
            <Text fz="sm">
              <bdi>{reservation.vehicle.name}</bdi>
            </Text>
            <Text fz="xs" c="dimmed">
              <Ltr>{reservation.vehicle.licensePlate}</Ltr>
            </Text>
          </Stack>
        ),
      },
      {
        key: 'pickupDate',
        title: t('columns.pickup'),
        sortField: 'pickupDate',
        firstDirection: 'asc',
        visibleFrom: 'xs',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (reservation) => <Text fz="sm">{when(reservation.pickupDate)}</Text>,
      },
      {
        key: 'returnDate',
        title: t('columns.return'),
        sortField: 'returnDate',
        firstDirection: 'asc',
        // beside the pickup only on wide screens, so status, payment and total fit at 1280 px
        visibleFrom: 'xl',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (reservation) => <Text fz="sm">{when(reservation.returnDate)}</Text>,
      },
      {
        key: 'status',
        title: t('columns.status'),
        sortField: 'status',
        visibleFrom: 'base',
        hideable: true,
        filter: {
          type: 'enum',
          operators: ['in', 'equals', 'notIn'],
          options: reservationStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (reservation) => <ReservationStatusBadge status={reservation.status} />,
      },
      {
        key: 'paymentStatus',
        title: t('columns.paymentStatus'),
        visibleFrom: 'xl',
        hideable: true,
        filter: {
          type: 'enum',
          operators: ['in', 'equals'],
          options: reservationPaymentStatuses.map((s) => ({
            value: s,
            label: t(`paymentStatus.${s}`),
          })),
        },
        render: (reservation) => <PaymentStatusBadge status={reservation.paymentStatus} />,
      },
      {
        key: 'totalAmount',
        title: t('columns.total'),
        sortField: 'totalAmount',
        firstDirection: 'desc',
        visibleFrom: 'md',
        hideable: true,
        render: (reservation) => (
          <Text fz="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
            {amount(reservation.totalAmount, reservation.quote.currency)}
          </Text>
        ),
      },
      {
        key: 'branches',
        title: t('columns.branches'),
        visibleFrom: 'xl',
        hideable: true,
        render: (reservation) =>
          reservation.pickupBranch.id === reservation.returnBranch.id ? (
            <bdi>{reservation.pickupBranch.name}</bdi>
          ) : (
            <Text fz="sm">
              {t('columns.oneWay', {
                from: reservation.pickupBranch.name,
                to: reservation.returnBranch.name,
              })}
            </Text>
          ),
      },
      {
        key: 'createdAt',
        title: t('columns.created'),
        sortField: 'createdAt',
        firstDirection: 'desc',
        visibleFrom: 'xl',
        hideable: true,
        defaultHidden: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (reservation) => <Text fz="sm">{when(reservation.createdAt)}</Text>,
      },
    ],
    [t, when, amount],
  );
}

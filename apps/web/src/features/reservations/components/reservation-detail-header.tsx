import { Button, Group, Text } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DetailHeader } from '../../../shared/ui/detail-header.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import {
  allowedReservationActions,
  dangerousReservationActions,
  reservationActionIcons,
  type ReservationStaffAction,
} from './reservation-actions.ts';
import { PaymentStatusBadge, ReservationStatusBadge } from './reservation-badges.tsx';
import { useBookingFormat } from './use-booking-format.ts';

// The number, its status and payment badges, and the actions the status and the user allow.
export function ReservationDetailHeader({
  reservation,
  onAction,
}: {
  reservation: ReservationView;
  onAction: (action: ReservationStaffAction) => void;
}) {
  const { t } = useTranslation('reservations');
  const { can } = useCurrentUser();
  const { when } = useBookingFormat();
  return (
    <DetailHeader
      back={{ to: paths.admin.reservations.getHref(), label: t('actions.backToList') }}
      title={<Ltr>{reservation.reservationNumber}</Ltr>}
      badges={
        <Group gap="xs">
          <ReservationStatusBadge status={reservation.status} size="lg" />
          <PaymentStatusBadge status={reservation.paymentStatus} size="lg" />
        </Group>
      }
      subtitle={
        <Text c="dimmed" fz="sm">
          {t('detail.subtitle', {
            date: when(reservation.createdAt),
            source: t(`source.${reservation.source}`),
          })}
        </Text>
      }
      actions={allowedReservationActions(reservation.status, can).map((action) => {
        const Icon = reservationActionIcons[action];
        return (
          <Button
            key={action}
            variant={action === 'edit' ? 'default' : 'light'}
            color={dangerousReservationActions.has(action) ? 'red' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => onAction(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        );
      })}
    />
  );
}

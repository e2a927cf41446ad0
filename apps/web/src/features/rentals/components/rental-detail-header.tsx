import { Button, Group, Text } from '@mantine/core';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { Trans, useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DetailHeader } from '../../../shared/ui/detail-header.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import {
  allowedRentalActions,
  dangerousRentalActions,
  rentalActionIcons,
  type RentalStaffAction,
} from '../lib/rental-actions.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';
import { OverdueBadge, RentalStatusBadge } from './rental-badges.tsx';

// The number, its status (and overdue) badges, and the actions the status and the user allow.
export function RentalDetailHeader({
  rental,
  onAction,
}: {
  rental: RentalView;
  onAction: (action: RentalStaffAction) => void;
}) {
  const { t } = useTranslation('rentals');
  const { can } = useCurrentUser();
  const { when } = useRentalFormat();
  return (
    <DetailHeader
      back={{ to: paths.admin.rentals.getHref(), label: t('actions.backToList') }}
      title={<Ltr>{rental.rentalNumber}</Ltr>}
      badges={
        <Group gap="xs">
          <RentalStatusBadge status={rental.status} size="lg" />
          {rental.isOverdue && <OverdueBadge size="lg" />}
        </Group>
      }
      subtitle={
        <Text c="dimmed" fz="sm">
          {/* The reservation number is never broken at its hyphen on a phone. */}
          <Trans
            t={t}
            i18nKey="detail.subtitle"
            values={{ date: when(rental.createdAt), reservation: rental.reservationNumber }}
            components={{ number: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> }}
          />
        </Text>
      }
      actions={allowedRentalActions(rental, can).map((action) => {
        const Icon = rentalActionIcons[action];
        return (
          <Button
            key={action}
            variant={action === 'edit' ? 'default' : 'light'}
            color={dangerousRentalActions.has(action) || action === 'settle' ? 'red' : undefined}
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

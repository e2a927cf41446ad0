import { useMemo } from 'react';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { RowAction } from '../../../shared/data-grid/types.ts';
import {
  allowedReservationActions,
  dangerousReservationActions,
  reservationActionIcons,
  reservationStaffActions,
  type ReservationStaffAction,
} from './reservation-actions.ts';

type Options = {
  onView: (reservation: ReservationView) => void;
  onAction: (reservation: ReservationView, action: ReservationStaffAction) => void;
  can: (permission: string) => boolean;
};

// The row menu: view, then each action the row's status and the user's permissions allow.
export function useReservationRowActions({ onView, onAction, can }: Options) {
  const { t } = useTranslation('reservations');
  return useMemo(() => {
    const actions: RowAction<ReservationView>[] = entityRowActions<ReservationView>({
      labels: { view: t('actions.view'), edit: '', delete: '' },
      onView,
    });
    for (const action of reservationStaffActions) {
      const Icon = reservationActionIcons[action];
      actions.push({
        key: action,
        label: t(`actions.${action}`),
        icon: <Icon size={16} aria-hidden />,
        color: dangerousReservationActions.has(action) ? 'red' : undefined,
        onClick: (reservation) => onAction(reservation, action),
        hidden: (reservation) =>
          !allowedReservationActions(reservation.status, can).includes(action),
      });
    }
    return actions;
  }, [t, onView, onAction, can]);
}

import { useMemo } from 'react';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { RowAction } from '../../../shared/data-grid/types.ts';
import {
  allowedRentalActions,
  dangerousRentalActions,
  rentalActionIcons,
  type RentalStaffAction,
} from '../lib/rental-actions.ts';

// The row menu keeps to the desk's everyday moves; the details page offers every action.
const rowMenuActions = ['checkout', 'checkin', 'extend', 'cancel', 'delete'] as const;

type Options = {
  onView: (rental: RentalListItemView) => void;
  onAction: (rental: RentalListItemView, action: RentalStaffAction) => void;
  can: (permission: string) => boolean;
};

// View, then each action the row's status and the user's permissions allow.
export function useRentalRowActions({ onView, onAction, can }: Options) {
  const { t } = useTranslation('rentals');
  return useMemo(() => {
    const actions: RowAction<RentalListItemView>[] = entityRowActions<RentalListItemView>({
      labels: { view: t('actions.view'), edit: '', delete: '' },
      onView,
    });
    for (const action of rowMenuActions) {
      const Icon = rentalActionIcons[action];
      actions.push({
        key: action,
        label: t(`actions.${action}`),
        icon: <Icon size={16} aria-hidden />,
        color: dangerousRentalActions.has(action) ? 'red' : undefined,
        onClick: (rental) => onAction(rental, action),
        hidden: (rental) => !allowedRentalActions(rental, can).includes(action),
      });
    }
    return actions;
  }, [t, onView, onAction, can]);
}

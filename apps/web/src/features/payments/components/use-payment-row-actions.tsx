import { useMemo } from 'react';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { RowAction } from '../../../shared/data-grid/types.ts';
import {
  allowedPaymentActions,
  paymentActionIcons,
  paymentStaffActions,
  type PaymentStaffAction,
} from '../lib/payment-actions.ts';

type Options = {
  onView: (payment: PaymentListItemView) => void;
  onAction: (payment: PaymentListItemView, action: PaymentStaffAction) => void;
  can: (permission: string) => boolean;
};

// View, then each action the row's status and the user's permissions allow.
export function usePaymentRowActions({ onView, onAction, can }: Options) {
  const { t } = useTranslation('payments');
  return useMemo(() => {
    const actions: RowAction<PaymentListItemView>[] = entityRowActions<PaymentListItemView>({
      labels: { view: t('actions.view'), edit: '', delete: '' },
      onView,
    });
    for (const action of paymentStaffActions) {
      const Icon = paymentActionIcons[action];
      actions.push({
        key: action,
        label: t(`actions.${action}`),
        icon: <Icon size={16} aria-hidden />,
        color: action === 'delete' ? 'red' : undefined,
        onClick: (payment) => onAction(payment, action),
        hidden: (payment) => !allowedPaymentActions(payment, can).includes(action),
      });
    }
    return actions;
  }, [t, onView, onAction, can]);
}

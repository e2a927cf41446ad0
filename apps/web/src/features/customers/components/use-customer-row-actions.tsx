import { useMemo } from 'react';
import {
  IconBan,
  IconCircleCheck,
  IconPlayerPause,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { RowAction } from '../../../shared/data-grid/types.ts';
import type { CustomerView } from '../../../api/customers/customer-view.ts';
import {
  allowedCustomerActions,
  customerStaffActions,
  dangerousCustomerActions,
  type CustomerStaffAction,
} from './customer-status-actions.ts';

export const customerActionIcons: Record<CustomerStaffAction, typeof IconBan> = {
  verify: IconRosetteDiscountCheck,
  activate: IconCircleCheck,
  suspend: IconPlayerPause,
  blacklist: IconBan,
};

type Options = {
  onView: (customer: CustomerView) => void;
  /** absent without customers:update */
  onEdit?: (customer: CustomerView) => void;
  /** absent without customers:status */
  onStatus?: (customer: CustomerView, action: CustomerStaffAction) => void;
};

// The row menu: view, edit, then the status actions the machine allows from the row's status.
export function useCustomerRowActions({ onView, onEdit, onStatus }: Options) {
  const { t } = useTranslation('customers');
  return useMemo(() => {
    const actions: RowAction<CustomerView>[] = entityRowActions<CustomerView>({
      labels: { view: t('actions.view'), edit: t('actions.edit'), delete: '' },
      onView,
      onEdit,
    });
    if (!onStatus) return actions;
    for (const action of customerStaffActions) {
      const Icon = customerActionIcons[action];
      actions.push({
        key: action,
        label: t(`actions.${action}`),
        icon: <Icon size={16} aria-hidden />,
        color: dangerousCustomerActions.has(action) ? 'red' : undefined,
        onClick: (customer) => onStatus(customer, action),
        hidden: (customer) => !allowedCustomerActions(customer.status).includes(action),
      });
    }
    return actions;
  }, [t, onView, onEdit, onStatus]);
}

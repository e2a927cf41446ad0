import { useMemo } from 'react';
import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import { maintenanceActions } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { GridFilterField, RowAction } from '../../../shared/data-grid/types.ts';
import {
  allowedMaintenanceActions,
  dangerousMaintenanceActions,
  maintenanceActionIcons,
  type MaintenanceAction,
} from '../lib/maintenance-actions.ts';
import { useMaintenanceOptions } from './use-maintenance-options.ts';

type Row = WorkOrderListItemView;

type Options = {
  onView: (order: Row) => void;
  onAction: (order: Row, action: MaintenanceAction) => void;
  can: (permission: string) => boolean;
};

// View, then each step the row's status and the user's permissions allow.
export function useWorkOrderRowActions({ onView, onAction, can }: Options) {
  const { t } = useTranslation('maintenance');
  return useMemo(() => {
    const actions: RowAction<Row>[] = entityRowActions<Row>({
      labels: { view: t('actions.view'), edit: '', delete: '' },
      onView,
    });
    for (const action of maintenanceActions) {
      const Icon = maintenanceActionIcons[action];
      actions.push({
        key: action,
        label: t(`actions.${action}`),
        icon: <Icon size={16} aria-hidden />,
        color: dangerousMaintenanceActions.has(action) ? 'red' : undefined,
        onClick: (order) => onAction(order, action),
        hidden: (order) => !allowedMaintenanceActions(order.status, can).includes(action),
      });
    }
    return actions;
  }, [t, onView, onAction, can]);
}

// Filters on fields with no column: how bad the issue is, and where the order came from.
export function useWorkOrderFilterFields(): GridFilterField[] {
  const { t } = useTranslation('maintenance');
  const options = useMaintenanceOptions();
  return useMemo(
    () => [
      {
        field: 'severity',
        label: t('fields.severity'),
        filter: { type: 'enum', operators: ['in', 'equals'], options: options.severities },
      },
      {
        field: 'source',
        label: t('fields.source'),
        filter: { type: 'enum', operators: ['in', 'equals'], options: options.sources },
      },
    ],
    [t, options],
  );
}

import { useCallback } from 'react';
import { Paper } from '@mantine/core';
import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { GridSort } from '../../../shared/data-grid/types.ts';
import { fetchWorkOrders, workOrdersQueryKey } from '../../../api/maintenance/get-maintenance.ts';
import type { MaintenanceAction } from '../lib/maintenance-actions.ts';
import { useWorkOrderColumns } from './work-order-columns.tsx';
import { useWorkOrderFilterFields, useWorkOrderRowActions } from './use-work-order-row-actions.tsx';

const defaultSort: GridSort = { field: 'createdAt', direction: 'desc' };
const rowKey = (order: WorkOrderListItemView) => order.id;
const rowName = (order: WorkOrderListItemView) => order.workOrderNumber;

// The work orders on the data grid: server paging, sorting, filters and export.
export function WorkOrdersGrid({
  onView,
  onAction,
  emptyAction,
}: {
  onView: (order: Pick<WorkOrderListItemView, 'id'>) => void;
  onAction: (order: WorkOrderListItemView, action: MaintenanceAction) => void;
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation('maintenance');
  const { can } = useCurrentUser();
  const columns = useWorkOrderColumns();
  const filterFields = useWorkOrderFilterFields();
  const view = useCallback((order: WorkOrderListItemView) => onView(order), [onView]);
  const rowActions = useWorkOrderRowActions({ onView: view, onAction, can });
  const texts = {
    empty: { title: t('list.empty.title'), description: t('list.empty.description') },
    error: { title: t('list.error.title'), description: t('list.error.description') },
    searchPlaceholder: t('list.searchPlaceholder'),
    searchLabel: t('list.search'),
    tableLabel: t('list.label'),
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <DataGrid<WorkOrderListItemView>
        id="maintenance"
        resource="/maintenance"
        texts={texts}
        columns={columns}
        filterFields={filterFields}
        rowActions={rowActions}
        defaultSort={defaultSort}
        fetchPage={fetchWorkOrders}
        queryKey={workOrdersQueryKey}
        rowKey={rowKey}
        rowName={rowName}
        onRowClick={view}
        emptyAction={emptyAction}
        canExport={can('maintenance:export')}
      />
    </Paper>
  );
}

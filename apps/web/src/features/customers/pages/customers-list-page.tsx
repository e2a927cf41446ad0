import { useCallback, useState } from 'react';
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { GridSort } from '../../../shared/data-grid/types.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { customerName, type CustomerView } from '../../../api/customers/customer-view.ts';
import { customersQueryKey, fetchCustomers } from '../../../api/customers/get-customers.ts';
import { useCustomerColumns } from '../components/customer-columns.tsx';
import { CustomerFormDrawer } from '../components/customer-form-drawer.tsx';
import { CustomerStatusDialog, type StatusTarget } from '../components/customer-status-dialog.tsx';
import { useCustomerRowActions } from '../components/use-customer-row-actions.tsx';

const defaultSort: GridSort = { field: 'createdAt', direction: 'desc' };

// Customers: the list (route /admin/management/customers) on the data grid.
export function CustomersListPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const columns = useCustomerColumns();
  const [formTarget, setFormTarget] = useState<FormTarget<CustomerView>>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget>(null);

  const view = useCallback(
    (customer: CustomerView) => void navigate(paths.admin.customerDetail.getHref(customer.id)),
    [navigate],
  );
  const edit = useCallback((record: CustomerView) => setFormTarget({ mode: 'edit', record }), []);
  const changeStatus = useCallback(
    (customer: CustomerView, action: NonNullable<StatusTarget>['action']) =>
      setStatusTarget({ customer, action }),
    [],
  );
  const rowActions = useCustomerRowActions({
    onView: view,
    onEdit: can('customers:update') ? edit : undefined,
    onStatus: can('customers:status') ? changeStatus : undefined,
  });
  const newButton = can('customers:create') ? (
    <NewButton label={t('list.new')} onClick={() => setFormTarget({ mode: 'create' })} />
  ) : null;

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={newButton}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <DataGrid<CustomerView>
          id="customers"
          resource="/customers"
          columns={columns}
          defaultSort={defaultSort}
          queryKey={customersQueryKey}
          fetchPage={fetchCustomers}
          rowKey={(customer) => customer.id}
          rowName={customerName}
          onRowClick={view}
          rowActions={rowActions}
          canExport={can('customers:export')}
          canImport={can('customers:import')}
          emptyAction={newButton}
          texts={{
            tableLabel: t('list.label'),
            searchLabel: t('list.search'),
            searchPlaceholder: t('list.searchPlaceholder'),
            empty: { title: t('list.empty.title'), description: t('list.empty.description') },
            error: { title: t('list.error.title'), description: t('list.error.description') },
          }}
        />
      </Paper>
      <CustomerFormDrawer
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(saved) => {
          if (formTarget?.mode === 'create') view(saved);
        }}
      />
      <CustomerStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </ListPage>
  );
}

import { useCallback, useState } from 'react';
import { Paper } from '@mantine/core';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { GridSort } from '../../../shared/data-grid/types.ts';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { fetchPayments, paymentsQueryKey } from '../../../api/payments/get-payments.ts';
import {
  PaymentDialogs,
  type PaymentDialogTarget,
} from '../components/dialogs/payment-dialogs.tsx';
import { PaymentModal } from '../components/dialogs/payment-modal.tsx';
import { PaymentCreateForm } from '../components/payment-create-form.tsx';
import { usePaymentColumns } from '../components/payment-columns.tsx';
import { PaymentTotals } from '../components/payment-totals.tsx';
import { usePaymentRowActions } from '../components/use-payment-row-actions.tsx';
import type { PaymentStaffAction } from '../lib/payment-actions.ts';

const defaultSort: GridSort = { field: 'createdAt', direction: 'desc' };
const rowKey = (payment: PaymentListItemView) => payment.id;
const rowName = (payment: PaymentListItemView) => payment.paymentNumber;

// Payments: the list (route /admin/finance/payments) on the data grid.
export function PaymentsListPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const columns = usePaymentColumns();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<PaymentDialogTarget>(null);

  const view = useCallback(
    (payment: Pick<PaymentListItemView, 'id'>) =>
      void navigate(paths.admin.paymentDetail.getHref(payment.id)),
    [navigate],
  );
  const onAction = useCallback(
    (payment: PaymentListItemView, action: PaymentStaffAction) =>
      setDialog({ paymentId: payment.id, action }),
    [],
  );
  const rowActions = usePaymentRowActions({ onView: view, onAction, can });
  const newButton = can('payments:create') ? (
    <NewButton label={t('list.new')} onClick={() => setCreating(true)} />
  ) : null;

  const texts = {
    empty: { title: t('list.empty.title'), description: t('list.empty.description') },
    error: { title: t('list.error.title'), description: t('list.error.description') },
    searchPlaceholder: t('list.searchPlaceholder'),
    searchLabel: t('list.search'),
    tableLabel: t('list.label'),
  };

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={newButton}>
      {can('customers:read') && <PaymentTotals />}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <DataGrid<PaymentListItemView>
          id="payments"
          resource="/payments"
          texts={texts}
          columns={columns}
          rowActions={rowActions}
          defaultSort={defaultSort}
          fetchPage={fetchPayments}
          queryKey={paymentsQueryKey}
          rowKey={rowKey}
          rowName={rowName}
          onRowClick={view}
          emptyAction={newButton}
          canExport={can('payments:export')}
        />
      </Paper>
      <PaymentDialogs target={dialog} onTarget={setDialog} />
      <PaymentModal opened={creating} onClose={() => setCreating(false)} title={t('form.title')}>
        {creating && <PaymentCreateForm onClose={() => setCreating(false)} onSaved={view} />}
      </PaymentModal>
    </ListPage>
  );
}

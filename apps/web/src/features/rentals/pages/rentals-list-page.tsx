import { useCallback, useState } from 'react';
import { Paper } from '@mantine/core';
import type { RentalListItemView, RentalView } from '@motorpool/domain/schemas/rental';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { GridSort } from '../../../shared/data-grid/types.ts';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { fetchRentals, rentalsQueryKey } from '../../../api/rentals/get-rentals.ts';
import { RentalDialogs, type RentalDialogTarget } from '../components/dialogs/rental-dialogs.tsx';
import { RentalFormDrawer, type RentalFormTarget } from '../components/rental-form-drawer.tsx';
import { useRentalColumns, useRentalFilterFields } from '../components/rental-columns.tsx';
import { useRentalRowActions } from '../components/use-rental-row-actions.tsx';
import type { RentalStaffAction } from '../lib/rental-actions.ts';

const defaultSort: GridSort = { field: 'pickupDate', direction: 'desc' };
const rowKey = (rental: RentalListItemView) => rental.id;
const rowName = (rental: RentalListItemView) => rental.rentalNumber;

// Rentals: the list (route /admin/management/rentals) on the data grid.
export function RentalsListPage() {
  const { t } = useTranslation('rentals');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const columns = useRentalColumns();
  const filterFields = useRentalFilterFields();
  const [formTarget, setFormTarget] = useState<RentalFormTarget>(null);
  const [dialog, setDialog] = useState<RentalDialogTarget>(null);

  const view = useCallback(
    (rental: Pick<RentalView, 'id'>) => void navigate(paths.admin.rentalDetail.getHref(rental.id)),
    [navigate],
  );
  const onAction = useCallback(
    (rental: RentalListItemView, action: RentalStaffAction) =>
      action === 'edit' ? undefined : setDialog({ rentalId: rental.id, action }),
    [],
  );
  const rowActions = useRentalRowActions({ onView: view, onAction, can });
  const newButton = can('rentals:create') ? (
    <NewButton label={t('list.new')} onClick={() => setFormTarget({ mode: 'create' })} />
  ) : null;

  const list = (key: 'label' | 'search' | 'searchPlaceholder') => t(`list.${key}`);
  const texts = {
    empty: { title: t('list.empty.title'), description: t('list.empty.description') },
    error: { title: t('list.error.title'), description: t('list.error.description') },
    searchPlaceholder: list('searchPlaceholder'),
    searchLabel: list('search'),
    tableLabel: list('label'),
  };

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={newButton}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <DataGrid<RentalListItemView>
          id="rentals"
          resource="/rentals"
          texts={texts}
          columns={columns}
          filterFields={filterFields}
          rowActions={rowActions}
          defaultSort={defaultSort}
          fetchPage={fetchRentals}
          queryKey={rentalsQueryKey}
          rowKey={rowKey}
          rowName={rowName}
          onRowClick={view}
          emptyAction={newButton}
          canExport={can('rentals:export')}
        />
      </Paper>
      <RentalDialogs target={dialog} onTarget={setDialog} />
      <RentalFormDrawer
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(saved) => {
          if (formTarget?.mode === 'create') view(saved);
        }}
      />
    </ListPage>
  );
}

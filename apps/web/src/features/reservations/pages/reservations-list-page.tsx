import { useCallback, useState } from 'react';
import { Paper } from '@mantine/core';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { GridSort } from '../../../shared/data-grid/types.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import {
  fetchReservations,
  reservationsQueryKey,
} from '../../../api/reservations/get-reservations.ts';
import {
  ReservationActionDialog,
  type ActionTarget,
} from '../components/reservation-action-dialog.tsx';
import type { ReservationStaffAction } from '../components/reservation-actions.ts';
import { useReservationColumns } from '../components/reservation-columns.tsx';
import { ReservationFormDrawer } from '../components/reservation-form-drawer.tsx';
import { useReservationRowActions } from '../components/use-reservation-row-actions.tsx';

const defaultSort: GridSort = { field: 'pickupDate', direction: 'desc' };
const rowKey = (reservation: ReservationView) => reservation.id;
const rowName = (reservation: ReservationView) => reservation.reservationNumber;

// Reservations: the list (route /admin/management/reservations) on the data grid.
export function ReservationsListPage() {
  const { t } = useTranslation('reservations');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const columns = useReservationColumns();
  const [formTarget, setFormTarget] = useState<FormTarget<ReservationView>>(null);
  const [actionTarget, setActionTarget] = useState<ActionTarget>(null);

  const view = useCallback(
    (reservation: ReservationView) =>
      void navigate(paths.admin.reservationDetail.getHref(reservation.id)),
    [navigate],
  );
  const onAction = useCallback(
    (reservation: ReservationView, action: ReservationStaffAction) =>
      action === 'edit'
        ? setFormTarget({ mode: 'edit', record: reservation })
        : setActionTarget({ reservation, action }),
    [],
  );
  const rowActions = useReservationRowActions({ onView: view, onAction, can });
  const closeForm = () => setFormTarget(null);
  const newButton = can('reservations:create') ? (
    <NewButton label={t('list.new')} onClick={() => setFormTarget({ mode: 'create' })} />
  ) : null;

  const texts = {
    tableLabel: t('list.label'),
    searchLabel: t('list.search'),
    searchPlaceholder: t('list.searchPlaceholder'),
    empty: { title: t('list.empty.title'), description: t('list.empty.description') },
    error: { title: t('list.error.title'), description: t('list.error.description') },
  };
  // A booking made here opens on its own page; an edit stays where it was made.
  const opened = (saved: ReservationView) => {
    if (formTarget?.mode === 'create') view(saved);
  };

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={newButton}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <DataGrid<ReservationView>
          id="reservations"
          resource="/reservations"
          texts={texts}
          columns={columns}
          rowActions={rowActions}
          defaultSort={defaultSort}
          fetchPage={fetchReservations}
          queryKey={reservationsQueryKey}
          rowKey={rowKey}
          rowName={rowName}
          onRowClick={view}
          emptyAction={newButton}
          canExport={can('reservations:export')}
        />
      </Paper>
      <ReservationActionDialog target={actionTarget} onClose={() => setActionTarget(null)} />
      <ReservationFormDrawer target={formTarget} onSaved={opened} onClose={closeForm} />
    </ListPage>
  );
}

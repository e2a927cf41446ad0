import { useState } from 'react';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { OfferView } from '@motorpool/domain/schemas/offer';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { RowAction } from '../../../shared/data-grid/types.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { fetchOffers, offersQueryKey, useDeleteOffer } from '../../../api/offers/offers.ts';
import { useOfferColumns } from '../components/offer-columns.tsx';
import { OfferDrawer } from '../components/offer-drawer.tsx';

// The company's offers in the back office (route /admin/support/offers).
export function OffersListPage() {
  const { t } = useTranslation('offers');
  const { can } = useCurrentUser();
  const columns = useOfferColumns();
  const deleteOffer = useDeleteOffer();
  const [target, setTarget] = useState<FormTarget<OfferView>>(null);

  const confirmDelete = (offer: OfferView) =>
    modals.openConfirmModal({
      title: t('confirm.deleteTitle'),
      children: t('confirm.deleteMessage', { title: offer.titleEn }),
      labels: { confirm: t('confirm.deleteConfirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteOffer.mutate(offer.id, {
          onSuccess: () =>
            notifySuccess(
              t('toasts.deleted.title'),
              t('toasts.deleted.message', { title: offer.titleEn }),
            ),
          onError: (error) =>
            notifyFailure(
              t('toasts.deleteFailed.title'),
              isApiError(error) ? error.message : t('toasts.deleteFailed.message'),
              error,
            ),
        }),
    });

  const edit = can('offers:update')
    ? (record: OfferView) => setTarget({ mode: 'edit', record })
    : undefined;
  const rowActions: RowAction<OfferView>[] = [
    ...(edit
      ? [
          {
            key: 'edit',
            label: t('actions.edit'),
            icon: <IconPencil size={16} aria-hidden />,
            onClick: edit,
          },
        ]
      : []),
    ...(can('offers:delete')
      ? [
          {
            key: 'delete',
            label: t('actions.delete'),
            color: 'red',
            icon: <IconTrash size={16} aria-hidden />,
            onClick: confirmDelete,
          },
        ]
      : []),
  ];
  const newButton = can('offers:create') ? (
    <NewButton label={t('list.new')} onClick={() => setTarget({ mode: 'create' })} />
  ) : null;

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={newButton}>
      <DataGrid<OfferView>
        id="offers"
        resource="/offers"
        columns={columns}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        queryKey={offersQueryKey}
        fetchPage={fetchOffers}
        rowKey={(offer) => offer.id}
        rowName={(offer) => offer.titleEn}
        texts={{
          tableLabel: t('list.label'),
          searchLabel: t('list.search'),
          empty: { title: t('list.empty.title'), description: t('list.empty.description') },
          error: { title: t('list.error.title'), description: t('list.error.description') },
        }}
        rowActions={rowActions}
        onRowClick={edit}
        emptyAction={newButton}
      />
      <OfferDrawer target={target} onClose={() => setTarget(null)} />
    </ListPage>
  );
}

import { modals } from '../../../shared/ui/modals.ts';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import {
  useBulkLookups,
  useDeleteLookup,
  type BulkLookupAction,
} from '../../../api/lookups/save-lookup.ts';
import { useLookupLabels } from './use-lookup-labels.ts';

// Delete (behind a confirmation) and the bulk actions, each with its outcome toast.
export function useLookupActions() {
  const { t } = useTranslation('lookups');
  const labels = useLookupLabels();
  const deleteLookup = useDeleteLookup();
  const bulk = useBulkLookups();

  const confirmDelete = (lookup: LookupView, onDeleted?: () => void) => {
    const name = labels.name(lookup);
    modals.openConfirmModal({
      title: t('confirm.deleteTitle'),
      children: t('confirm.deleteMessage', { name, code: lookup.code }),
      labels: { confirm: t('confirm.deleteConfirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteLookup.mutate(lookup.id, {
          onSuccess: () => {
            notifySuccess(t('toasts.deleted.title'), t('toasts.deleted.message', { name }));
            onDeleted?.();
          },
          onError: (error) =>
            notifyFailure(t('toasts.deleteFailed.title'), t('toasts.deleteFailed.message'), error),
        }),
    });
  };

  const runBulk = (ids: string[], action: BulkLookupAction, onDone?: () => void) => {
    const run = () =>
      bulk.mutate(
        { ids, action },
        {
          onSuccess: ({ failed }) => {
            const changed = ids.length - failed;
            if (changed > 0)
              notifySuccess(
                t('toasts.bulkDone.title'),
                t('toasts.bulkDone.message', { count: changed }),
              );
            if (failed > 0)
              notifyError(
                t('toasts.bulkFailed.title'),
                t('toasts.bulkFailed.message', { count: failed }),
              );
          },
          onSettled: () => onDone?.(),
        },
      );
    if (action !== 'delete') {
      run();
      return;
    }
    modals.openConfirmModal({
      title: t('confirm.bulkDeleteTitle'),
      children: t('confirm.bulkDeleteMessage', { count: ids.length }),
      labels: { confirm: t('confirm.deleteConfirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: run,
      onCancel: () => onDone?.(),
    });
  };

  return { confirmDelete, runBulk, bulkPending: bulk.isPending };
}

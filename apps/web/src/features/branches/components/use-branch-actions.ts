import { modals } from '../../../shared/ui/modals.ts';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteBranch } from '../../../api/branches/save-branch.ts';

// Delete behind a confirmation; the API's 409 (the branch still has vehicles) is said plainly.
export function useBranchActions() {
  const { t } = useTranslation('branches');
  const deleteBranch = useDeleteBranch();
  const confirmDelete = (branch: BranchView, onDeleted?: () => void) => {
    modals.openConfirmModal({
      title: t('confirm.deleteTitle'),
      children: t('confirm.deleteMessage', { name: branch.name, code: branch.code }),
      labels: { confirm: t('confirm.deleteConfirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteBranch.mutate(branch.id, {
          onSuccess: () => {
            notifySuccess(
              t('toasts.deleted.title'),
              t('toasts.deleted.message', { name: branch.name }),
            );
            onDeleted?.();
          },
          onError: (error) =>
            notifyFailure(
              t('toasts.deleteFailed.title'),
              isApiError(error) && error.status === 409
                ? t('toasts.hasVehicles')
                : t('toasts.deleteFailed.message'),
              error,
            ),
        }),
    });
  };
  return { confirmDelete };
}

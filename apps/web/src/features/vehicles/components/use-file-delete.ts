import { modals } from '../../../shared/ui/modals.ts';
import type { FileView } from '@motorpool/domain/schemas/file';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteVehicleFile } from '../../../api/vehicles/vehicle-records.ts';

// Delete one of the vehicle's images or documents, after a confirmation.
export function useFileDelete(vehicleId: string, kind: 'documents' | 'images') {
  const { t } = useTranslation('vehicles');
  const remove = useDeleteVehicleFile(vehicleId, kind);
  return (file: FileView) => {
    const name = file.fileName;
    modals.openConfirmModal({
      title: t('files.deleteTitle'),
      children: t('files.deleteMessage', { name }),
      labels: { confirm: t('actions.delete'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(file.id, {
          onSuccess: () =>
            notifySuccess(t('toasts.fileDeleted.title'), t('toasts.fileDeleted.message', { name })),
          onError: (error) =>
            notifyFailure(
              t('toasts.fileDeleteFailed.title'),
              t('toasts.fileDeleteFailed.message'),
              error,
            ),
        }),
    });
  };
}

// A failed upload says why when the server told us (wrong type, too large), in our language.
export function uploadFailureMessage(error: unknown, fallback: string): string {
  const detail =
    typeof error === 'object' && error !== null && 'details' in error
      ? (error as { details: { message: string }[] }).details[0]?.message
      : undefined;
  return detail ?? fallback;
}

import { modals } from '../../../shared/ui/modals.ts';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { vehicleMachine, type VehicleStatusAction } from '@motorpool/domain/status-machines';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteVehicle, useSetVehicleStatus } from '../../../api/vehicles/save-vehicle.ts';
import { vehicleName } from './vehicle-name.ts';

// Delete (retire or erase, as the API decides) and the status quick actions, each behind a
// confirmation and with its outcome toast.
export function useVehicleActions() {
  const { t } = useTranslation('vehicles');
  const deleteVehicle = useDeleteVehicle();
  const setStatus = useSetVehicleStatus();

  const confirmDelete = (vehicle: VehicleView, onDeleted?: () => void) => {
    const name = vehicleName(vehicle);
    modals.openConfirmModal({
      title: t('confirm.deleteTitle'),
      children: t('confirm.deleteMessage', { name, plate: vehicle.licensePlate }),
      labels: { confirm: t('confirm.deleteConfirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteVehicle.mutate(vehicle.id, {
          onSuccess: (result) => {
            if (result?.outcome === 'retired') {
              notifySuccess(t('toasts.retired.title'), t('toasts.retired.message', { name }));
              return;
            }
            notifySuccess(t('toasts.deleted.title'), t('toasts.deleted.message', { name }));
            onDeleted?.();
          },
          onError: (error) =>
            notifyFailure(t('toasts.deleteFailed.title'), t('toasts.deleteFailed.message'), error),
        }),
    });
  };

  const changeStatus = (vehicle: VehicleView, action: VehicleStatusAction) => {
    const to = vehicleMachine.actions[action].to;
    const name = vehicleName(vehicle);
    const status = t(`status.${to}`);
    modals.openConfirmModal({
      title: t('confirm.statusTitle'),
      children: t('confirm.statusMessage', { name, status }),
      labels: {
        confirm: t(`actions.${action}` as 'actions.markAvailable'),
        cancel: t('confirm.cancel'),
      },
      onConfirm: () =>
        setStatus.mutate(
          { id: vehicle.id, body: { status: to } },
          {
            onSuccess: () =>
              notifySuccess(
                t('toasts.statusChanged.title'),
                t('toasts.statusChanged.message', { name, status }),
              ),
            onError: (error) =>
              notifyFailure(
                t('toasts.statusFailed.title'),
                isApiError(error) && error.status === 409
                  ? error.message
                  : t('toasts.statusFailed.message'),
                error,
              ),
          },
        ),
    });
  };

  return { confirmDelete, changeStatus };
}

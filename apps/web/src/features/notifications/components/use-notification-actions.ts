import type {
  NotificationBulkAction,
  NotificationView,
} from '@motorpool/domain/schemas/notification';
import { useTranslation } from 'react-i18next';
import { modals } from '../../../shared/ui/modals.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import {
  useBulkChange,
  useChangeNotification,
  useClearAll,
  useMarkAllRead,
} from '../../../api/notifications/notifications-api.ts';
import type { ItemAction } from './notification-item.tsx';

// The list's actions on one, on the selected and on all notifications. Deleting asks first;
// every failure says so in a toast and leaves the list as the server has it.
export function useNotificationActions({ onBulkDone }: { onBulkDone: () => void }) {
  const { t } = useTranslation('notifications');
  const change = useChangeNotification();
  const bulk = useBulkChange();
  const markAll = useMarkAllRead();
  const clear = useClearAll();
  const failed = (error: unknown) =>
    notifyFailure(t('feedback.failed'), t('feedback.failedBody'), error);

  const confirm = (title: string, body: string, label: string, run: () => void) =>
    modals.openConfirmModal({
      title,
      children: body,
      labels: { confirm: label, cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: run,
    });

  const onItem = (notification: NotificationView, action: ItemAction) => {
    const run = () => change.mutate({ id: notification.id, action }, { onError: failed });
    if (action !== 'delete') return run();
    confirm(
      t('confirm.deleteTitle'),
      t('confirm.deleteOneBody', { title: notification.title }),
      t('confirm.delete'),
      run,
    );
  };

  const onBulk = (action: NotificationBulkAction, ids: string[]) => {
    const run = () =>
      bulk.mutate(
        { action, ids },
        {
          onSuccess: (answer) => {
            onBulkDone();
            notifySuccess(
              action === 'delete' ? t('feedback.deleted') : t('feedback.updated'),
              t('feedback.updatedBody', { count: answer.affected }),
            );
          },
          onError: failed,
        },
      );
    if (action !== 'delete') return run();
    confirm(
      t('confirm.deleteTitle'),
      t('confirm.deleteBody', { count: ids.length }),
      t('confirm.delete'),
      run,
    );
  };

  const onMarkAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: (answer) =>
        notifySuccess(t('feedback.updated'), t('feedback.updatedBody', { count: answer.affected })),
      onError: failed,
    });

  const onClearAll = () =>
    confirm(t('confirm.clearTitle'), t('confirm.clearBody'), t('confirm.clear'), () =>
      clear.mutate(undefined, {
        onSuccess: () => {
          onBulkDone();
          notifySuccess(t('feedback.cleared'), t('feedback.clearedBody'));
        },
        onError: failed,
      }),
    );

  return {
    onItem,
    onBulk,
    onMarkAllRead,
    onClearAll,
    busy: bulk.isPending || clear.isPending || markAll.isPending,
    markingAll: markAll.isPending,
  };
}

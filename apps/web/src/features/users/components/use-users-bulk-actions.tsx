import { modals } from '../../../shared/ui/modals.ts';
import { IconCircleCheck, IconPlayerPause, IconCircleOff, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../../../shared/data-grid/types.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { deleteUser } from '../../../api/users/delete-user.ts';
import { setUserStatus } from '../../../api/users/set-user-status.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { userKeys } from '../../../api/users/keys.ts';
import { useUserFormat } from './use-user-format.ts';

type Can = (permission: string) => boolean;

// One call per user, one after the other (the API has no bulk endpoint), then one toast that
// counts what worked and what did not.
async function runEach(users: readonly UserView[], call: (user: UserView) => Promise<unknown>) {
  let done = 0;
  let failed = 0;
  for (const user of users) {
    try {
      await call(user);
      done += 1;
    } catch {
      failed += 1;
    }
  }
  return { done, failed };
}

function confirm(
  title: string,
  message: string,
  confirmLabel: string,
  cancel: string,
  color: string,
) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm: confirmLabel, cancel },
      confirmProps: { color },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export function useUsersBulkActions(can: Can, selfId: string | null): BulkAction<UserView>[] {
  const { t } = useTranslation('users');
  const { statusLabel } = useUserFormat();
  const queryClient = useQueryClient();

  const report = async (result: { done: number; failed: number }) => {
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
    const message = t('bulk.result', result);
    if (result.done === 0 && result.failed > 0) notifyError(t('bulk.failed'), message);
    else if (result.failed > 0) notifyError(t('bulk.done'), message);
    else notifySuccess(t('bulk.done'), message);
  };

  const setStatus =
    (status: UserStatus, label: string, color: string) => async (users: UserView[]) => {
      const targets = users.filter((user) => user.status !== status);
      const ok = await confirm(
        t('bulk.statusTitle', { count: users.length }),
        t('bulk.statusMessage', { count: users.length, status: statusLabel(status) }),
        label,
        t('confirm.cancel'),
        color,
      );
      if (!ok) return;
      const result = await runEach(targets, (user) => setUserStatus(user.id, status));
      await report({ done: result.done + users.length - targets.length, failed: result.failed });
    };

  const actions: BulkAction<UserView>[] = [];
  if (can('users:status')) {
    actions.push(
      {
        key: 'activate',
        label: t('bulk.activate'),
        icon: <IconCircleCheck size={14} aria-hidden />,
        onRun: setStatus('active', t('bulk.activate'), 'green'),
      },
      {
        key: 'suspend',
        label: t('bulk.suspend'),
        icon: <IconPlayerPause size={14} aria-hidden />,
        onRun: setStatus('suspended', t('bulk.suspend'), 'red'),
      },
      {
        key: 'deactivate',
        label: t('bulk.deactivate'),
        icon: <IconCircleOff size={14} aria-hidden />,
        onRun: setStatus('inactive', t('bulk.deactivate'), 'orange'),
      },
    );
  }
  if (can('users:delete')) {
    actions.push({
      key: 'delete',
      label: t('bulk.delete'),
      color: 'red',
      icon: <IconTrash size={14} aria-hidden />,
      onRun: async (users) => {
        const ok = await confirm(
          t('bulk.deleteTitle', { count: users.length }),
          t('bulk.deleteMessage', { count: users.length }),
          t('bulk.delete'),
          t('confirm.cancel'),
          'red',
        );
        if (!ok) return;
        // Nobody deletes their own account (the server refuses it too): it counts as failed.
        const result = await runEach(users, (user) =>
          user.id === selfId ? Promise.reject(new Error('self')) : deleteUser(user.id),
        );
        await report(result);
      },
    });
  }
  return actions;
}

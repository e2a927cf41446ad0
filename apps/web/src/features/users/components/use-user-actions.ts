import { modals } from '../../../shared/ui/modals.ts';
import { userMachine, type UserStatusAction } from '@motorpool/domain/status-machines';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteUser } from '../../../api/users/delete-user.ts';
import { useRevokeUserSessions } from '../../../api/users/revoke-user-sessions.ts';
import { useSetUserStatus } from '../../../api/users/set-user-status.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { notifyFailure } from './notify-failure.ts';
import { fullName, useUserFormat } from './use-user-format.ts';

// The actions that change or remove a user, each behind a confirmation where it takes access
// away (delete, suspend, deactivate, revoke sessions), each with its success and failure toast.
export function useUserActions() {
  const { t } = useTranslation('users');
  const { statusLabel } = useUserFormat();
  const deleteUser = useDeleteUser();
  const setStatus = useSetUserStatus();
  const revokeSessions = useRevokeUserSessions();

  const confirmDelete = (user: UserView, onDeleted?: () => void) => {
    modals.openConfirmModal({
      title: t('confirm.deleteTitle'),
      children: t('confirm.deleteMessage', { name: fullName(user), email: user.email }),
      labels: { confirm: t('confirm.deleteConfirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteUser.mutate(user.id, {
          onSuccess: () => {
            notifySuccess(
              t('toasts.deleted.title'),
              t('toasts.deleted.message', { name: fullName(user) }),
            );
            onDeleted?.();
          },
          onError: (error) => {
            const selfDelete = isApiError(error) && error.status === 409;
            notifyFailure(
              t('toasts.deleteFailed.title'),
              selfDelete ? t('toasts.deleteSelf') : t('toasts.deleteFailed.message'),
              error,
            );
          },
        });
      },
    });
  };

  const changeStatus = (user: UserView, action: UserStatusAction) => {
    const to = userMachine.actions[action].to;
    const run = () =>
      setStatus.mutate(
        { id: user.id, status: to },
        {
          onSuccess: (saved) =>
            notifySuccess(
              t('toasts.statusChanged.title'),
              t('toasts.statusChanged.message', { name: fullName(saved), status: statusLabel(to) }),
            ),
          onError: (error) =>
            notifyFailure(
              t('toasts.statusFailed.title'),
              isApiError(error) && error.status === 409
                ? t('toasts.conflict')
                : t('toasts.statusFailed.message'),
              error,
            ),
        },
      );
    if (action === 'activate') {
      run();
      return;
    }
    modals.openConfirmModal({
      title: action === 'suspend' ? t('confirm.suspendTitle') : t('confirm.deactivateTitle'),
      children:
        action === 'suspend'
          ? t('confirm.suspendMessage', { name: fullName(user) })
          : t('confirm.deactivateMessage', { name: fullName(user) }),
      labels: {
        confirm: action === 'suspend' ? t('actions.suspend') : t('actions.deactivate'),
        cancel: t('confirm.cancel'),
      },
      confirmProps: { color: action === 'suspend' ? 'red' : 'orange' },
      onConfirm: run,
    });
  };

  const confirmRevokeSessions = (user: UserView) => {
    modals.openConfirmModal({
      title: t('confirm.revokeTitle'),
      children: t('confirm.revokeMessage', { name: fullName(user) }),
      labels: { confirm: t('confirm.revokeConfirm'), cancel: t('confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revokeSessions.mutate(user.id, {
          onSuccess: (result) =>
            notifySuccess(
              t('toasts.sessionsRevoked.title'),
              t('toasts.sessionsRevoked.message', { count: result?.revoked ?? 0 }),
            ),
          onError: (error) =>
            notifyFailure(
              t('toasts.sessionsFailed.title'),
              t('toasts.sessionsFailed.message'),
              error,
            ),
        }),
    });
  };

  return { confirmDelete, changeStatus, confirmRevokeSessions };
}

import { Button, Text } from '@mantine/core';
import { IconKey, IconPlayerPause, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import { availableActions } from '@motorpool/domain/status-machine';
import { userMachine, type UserStatusAction } from '@motorpool/domain/status-machines';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { DeleteButton, DetailHeader, EditButton } from '../../../shared/ui/detail-header.tsx';
import type { UserView } from '@motorpool/domain/schemas/user';
import { fullName } from './use-user-format.ts';
import { userPaths } from './user-paths.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

const statusIcons: Record<UserStatusAction, typeof IconPlayerPlay> = {
  activate: IconPlayerPlay,
  deactivate: IconUserOff,
  suspend: IconPlayerPause,
};

type HeaderProps = {
  user: UserView;
  onEdit: () => void;
  onChangePassword: () => void;
  onStatus: (action: UserStatusAction) => void;
  onDelete: () => void;
};

// Name, status and the actions the signed-in user may take; the status actions are the ones the
// domain's user status machine allows from the current status.
export function UserDetailHeader({
  user,
  onEdit,
  onChangePassword,
  onStatus,
  onDelete,
}: HeaderProps) {
  const { t } = useTranslation('users');
  const { can, user: me } = useCurrentUser();
  const isSelf = me?.id === user.id;

  return (
    <DetailHeader
      back={{ to: userPaths.list.getHref(), label: t('actions.backToList') }}
      title={fullName(user)}
      badges={<UserStatusBadge status={user.status} size="lg" />}
      subtitle={
        <Text c="dimmed" fz="sm" component="span" dir="ltr" w="fit-content">
          {user.email}
        </Text>
      }
      actions={
        <>
          {can('users:update') && <EditButton label={t('actions.edit')} onClick={onEdit} />}
          {can('users:update') && (
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={onChangePassword}
            >
              {t('actions.changePassword')}
            </Button>
          )}
          {can('users:status') &&
            !isSelf &&
            availableActions(userMachine, user.status).map((action) => {
              const Icon = statusIcons[action];
              return (
                <Button
                  key={action}
                  variant="light"
                  color={action === 'activate' ? 'green' : action === 'suspend' ? 'red' : 'orange'}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={() => onStatus(action)}
                >
                  {t(`actions.${action}`)}
                </Button>
              );
            })}
          {can('users:delete') && !isSelf && (
            <DeleteButton label={t('actions.delete')} onClick={onDelete} />
          )}
        </>
      }
    />
  );
}

import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconKey,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconUserOff,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { availableActions } from '@motorpool/domain/status-machine';
import { userMachine, type UserStatusAction } from '@motorpool/domain/status-machines';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { UserView } from '../api/types.ts';
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
  const { config } = useLanguage();
  const BackIcon = config.dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const isSelf = me?.id === user.id;

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={userPaths.list.getHref()} fz="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <BackIcon size={16} aria-hidden />
          {t('actions.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {fullName(user)}
            </Title>
            <UserStatusBadge status={user.status} size="lg" />
          </Group>
          <Text c="dimmed" fz="sm" component="span" dir="ltr" w="fit-content">
            {user.email}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {can('users:update') && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEdit}
            >
              {t('actions.edit')}
            </Button>
          )}
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
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t('actions.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

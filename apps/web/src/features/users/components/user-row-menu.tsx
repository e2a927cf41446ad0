import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../api/types.ts';
import { fullName } from './use-user-format.ts';

export type RowActionHandlers = {
  onView: (user: UserView) => void;
  onEdit?: (user: UserView) => void;
  onDelete?: (user: UserView) => void;
};

// View, edit, delete for one row; edit and delete only when the caller passes them (permission).
export function UserRowMenu({
  user,
  onView,
  onEdit,
  onDelete,
}: RowActionHandlers & { user: UserView }) {
  const { t } = useTranslation('users');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.menu', { name: fullName(user) })}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onView(user)}>
          {t('actions.view')}
        </Menu.Item>
        {onEdit && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onEdit(user)}
          >
            {t('actions.edit')}
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(user)}
          >
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

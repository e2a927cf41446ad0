import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './types.ts';

export function visibleActions<T>(actions: readonly RowAction<T>[], record: T): RowAction<T>[] {
  return actions.filter((action) => !action.hidden?.(record));
}

// The per-row "…" menu; the same actions open on right-click (see data-grid.tsx).
export function RowActionsMenu<T>({
  record,
  actions,
  name,
}: {
  record: T;
  actions: readonly RowAction<T>[];
  name: string;
}) {
  const { t } = useTranslation('grid');
  const shown = visibleActions(actions, record);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('rowActions', { name })}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {shown.map((action) => (
          <Menu.Item
            key={action.key}
            color={action.color}
            leftSection={action.icon}
            onClick={() => action.onClick(record)}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

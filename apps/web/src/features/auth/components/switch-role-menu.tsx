import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconSwitchHorizontal } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setActiveRole } from '../../../shared/auth/session-store.ts';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { homeOfRole } from '../lib/destination.ts';
import { useRoleLabel } from './role-label.ts';

// The header's switch-role control: only for users holding several roles.
export function SwitchRoleMenu() {
  const { t } = useTranslation('auth');
  const roleLabel = useRoleLabel();
  const navigate = useNavigate();
  const { user, activeRole } = useSession();
  const roles = user?.roles ?? [];
  if (roles.length < 2) return null;
  const current = activeRole ? roleLabel(activeRole) : t('roles.none');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Tooltip label={t('roles.switch')}>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('roles.switchAria', { role: current })}
          >
            <IconSwitchHorizontal size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{t('roles.switch')}</Menu.Label>
        {roles.map((role) => (
          <Menu.Item
            key={role}
            aria-current={role === activeRole ? 'true' : undefined}
            rightSection={role === activeRole ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => {
              if (role === activeRole) return;
              setActiveRole(role);
              void navigate(homeOfRole(role));
            }}
          >
            {roleLabel(role)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

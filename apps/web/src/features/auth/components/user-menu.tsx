import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconUserCircle,
  IconUserShield,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { authPaths } from '../lib/auth-paths.ts';
import { useLogout } from '../lib/use-logout.ts';
import { useRoleLabel } from './role-label.ts';

// The signed-in user's menu: name and role, their profile, choose another role, log out.
export function UserMenu({
  profileHref,
  settingsHref,
}: {
  profileHref?: string;
  settingsHref?: string;
}) {
  const { t } = useTranslation('auth');
  const roleLabel = useRoleLabel();
  const logout = useLogout();
  const { user, activeRole } = useSession();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.aria', { name })} style={{ borderRadius: 8 }}>
          <Group gap={8} wrap="nowrap">
            {/* initials would be visible text missing from the accessible name */}
            <Avatar radius="xl" size={34} color="orange" aria-hidden />
            <Text
              fz="sm"
              fw={600}
              maw={{ sm: 160, lg: 280 }}
              truncate="end"
              visibleFrom="sm"
              title={name}
            >
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {name}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            {activeRole ? roleLabel(activeRole) : user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {profileHref ? (
          <Menu.Item
            component={Link}
            to={profileHref}
            leftSection={<IconUserCircle size={16} aria-hidden />}
          >
            {t('userMenu.profile')}
          </Menu.Item>
        ) : null}
        {settingsHref ? (
          <Menu.Item
            component={Link}
            to={settingsHref}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('userMenu.settings')}
          </Menu.Item>
        ) : null}
        {user.roles.length > 1 ? (
          <Menu.Item
            component={Link}
            to={authPaths.roles}
            leftSection={<IconUserShield size={16} aria-hidden />}
          >
            {t('roles.switch')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden className="flip-rtl" />}
          onClick={() => void logout()}
        >
          {t('logout.action')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

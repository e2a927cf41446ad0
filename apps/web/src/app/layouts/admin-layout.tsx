import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SwitchRoleMenu } from '../../features/auth/components/switch-role-menu.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { useCurrentUser } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { ThemeSwitch } from '../../shared/ui/theme-switch.tsx';
import { TenantBrand } from './tenant-brand.tsx';

type NavItem = {
  label: 'dashboard' | 'users';
  to: string;
  Icon: typeof IconUsers;
  permission?: string;
};
type NavGroup = { label: 'general' | 'management'; items: NavItem[] };

// The items that exist so far; the full navigation (SPEC §2 groups) grows with the pages.
const navGroups: NavGroup[] = [
  {
    label: 'general',
    items: [{ label: 'dashboard', to: paths.admin.dashboard.getHref(), Icon: IconLayoutDashboard }],
  },
  {
    label: 'management',
    items: [
      {
        label: 'users',
        to: paths.admin.users.getHref(),
        Icon: IconUsers,
        permission: 'users:read',
      },
    ],
  },
];

// The back office shell: header (company, language, theme, role switch, user menu) and a
// navigation showing only what the user may open. On a phone the navigation is a drawer.
export function AdminLayout() {
  const { t } = useTranslation();
  const { can } = useCurrentUser();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  const groups = navGroups
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.permission || can(i.permission)) }))
    .filter((g) => g.items.length > 0);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('shell.closeNav') : t('shell.openNav')}
            />
            <TenantBrand />
          </Group>
          <Group gap={6} wrap="nowrap">
            <LanguageSwitch />
            <ThemeSwitch />
            <SwitchRoleMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('shell.mainNav')}>
        <ScrollArea>
          {groups.map((group) => (
            <div key={group.label}>
              <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                {t(`shell.nav.${group.label}`)}
              </Text>
              {group.items.map((item) => {
                const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
                return (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={t(`shell.nav.${item.label}`)}
                    leftSection={<item.Icon size={18} aria-hidden />}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    onClick={close}
                    variant="light"
                  />
                );
              })}
            </div>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

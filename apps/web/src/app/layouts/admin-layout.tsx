import 'mantine-contextmenu/styles.css';
import { useContext } from 'react';
import { ActionIcon, AppShell, Burger, Group, ScrollArea, Tooltip } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { ContextMenuProvider } from 'mantine-contextmenu';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SwitchRoleMenu } from '../../features/auth/components/switch-role-menu.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { SignedInTermsGate } from '../../features/consent/components/signed-in-terms-gate.tsx';
import { SupportBanner } from '../../features/impersonation/components/support-banner.tsx';
import { GlobalSearch, SearchButton } from '../../features/search/components/global-search.tsx';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { ReadOnlyBanner } from '../../features/tenant/components/read-only-banner.tsx';
import { useCurrentUser } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import '../../shared/i18n/dayjs-language.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { ThemeSwitch } from '../../shared/ui/theme-switch.tsx';
import { navGroups, platformNavGroups, visibleNavGroups } from './admin-nav.ts';
import { AdminNavbar } from './admin-navbar.tsx';
import { QuickActionsMenu } from './quick-actions-menu.tsx';
import { TenantBrand } from './tenant-brand.tsx';
import { useNavMemory } from './use-nav-memory.ts';

// The back office shell: header (company, search, quick actions, language, theme, role switch,
// user menu) and a navigation showing only what the user may open; collapsible on a desktop
// (remembered), a drawer on a phone. Date pickers and context menus below it share its settings.
export function AdminLayout() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const { can } = useCurrentUser();
  const tenant = useContext(TenantContext);
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const memory = useNavMemory();

  const groups = visibleNavGroups(tenant ? navGroups : platformNavGroups, can);
  const suggestions = groups.flatMap((g) =>
    g.items.map((i) => ({ label: t(`pages.${i.page}`), to: i.to, Icon: i.Icon })),
  );
  const navToggleLabel = memory.navbarOpen ? t('nav.collapse') : t('nav.expand');

  return (
    <DatesProvider
      settings={{
        locale: language,
        firstDayOfWeek: language === 'ar' ? 6 : 0,
        weekendDays: [5, 6],
      }}
    >
      <ContextMenuProvider submenuDelay={500}>
        <AppShell
          header={{ height: 60 }}
          navbar={{
            width: 250,
            breakpoint: 'sm',
            collapsed: { mobile: !mobileOpen, desktop: !memory.navbarOpen },
          }}
          padding={{ base: 'sm', sm: 'lg' }}
        >
          <AppShell.Header>
            <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Burger
                  opened={mobileOpen}
                  onClick={toggleMobile}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={mobileOpen ? t('nav.collapse') : t('nav.expand')}
                  aria-expanded={mobileOpen}
                />
                <Tooltip label={navToggleLabel}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    visibleFrom="sm"
                    onClick={memory.toggleNavbar}
                    aria-label={navToggleLabel}
                    aria-expanded={memory.navbarOpen}
                  >
                    {memory.navbarOpen ? (
                      <IconLayoutSidebarLeftCollapse size={20} aria-hidden className="flip-rtl" />
                    ) : (
                      <IconLayoutSidebarLeftExpand size={20} aria-hidden className="flip-rtl" />
                    )}
                  </ActionIcon>
                </Tooltip>
                <TenantBrand />
              </Group>
              <Group gap={6} wrap="nowrap">
                <SearchButton />
                {tenant ? <QuickActionsMenu /> : null}
                {/* On a phone these move into the navigation drawer: the company's name needs the room */}
                <Group gap={6} wrap="nowrap" visibleFrom="sm">
                  <LanguageSwitch />
                  <ThemeSwitch />
                  <SwitchRoleMenu />
                </Group>
                {tenant && can('notifications:read') ? <NotificationBell area="admin" /> : null}
                <UserMenu profileHref={paths.admin.profile.getHref()} />
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="sm" component="nav" aria-label={t('header.menu')}>
            <AppShell.Section grow component={ScrollArea} type="auto" offsetScrollbars>
              <AdminNavbar
                groups={groups}
                isGroupOpen={memory.isGroupOpen}
                onToggleGroup={memory.toggleGroup}
                onNavigate={closeMobile}
              />
            </AppShell.Section>
            <AppShell.Section hiddenFrom="sm" pt="sm">
              <Group gap={6} wrap="nowrap" data-testid="drawer-preferences">
                <LanguageSwitch />
                <ThemeSwitch />
                <SwitchRoleMenu />
              </Group>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main id="main" tabIndex={-1}>
            <SupportBanner />
            <ReadOnlyBanner />
            <SignedInTermsGate>
              <Outlet />
            </SignedInTermsGate>
          </AppShell.Main>
          <GlobalSearch suggestions={suggestions} scope={tenant ? 'records' : 'pages'} />
        </AppShell>
      </ContextMenuProvider>
    </DatesProvider>
  );
}

import { lazy, Suspense } from 'react';
import { Box, Button, Container, Group } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignedInTermsGate } from '../../features/consent/components/signed-in-terms-gate.tsx';
import { TenantHeader } from '../../features/tenant/components/tenant-header.tsx';
import { isBackOfficeRole } from '../../shared/auth/session-store.ts';
import { useSession } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { loadNamespaces } from '../../shared/i18n/i18n.ts';
import { CustomerMenuDrawer, CustomerNavLinks, NotificationsButton } from './customer-nav.tsx';
import { CompanyFooter, TenantBrand } from './tenant-brand.tsx';

// The role switch and user menu (Mantine's Menu and Tooltip, the auth texts) load for a
// signed-in user only: a visitor searching for a car never downloads them.
const SignedInMenus = lazy(async () => {
  const [{ UserMenu }, { SwitchRoleMenu }] = await Promise.all([
    import('../../features/auth/components/user-menu.tsx'),
    import('../../features/auth/components/switch-role-menu.tsx'),
    loadNamespaces('auth', 'roles'),
  ]);
  return {
    default: () => (
      <>
        <SwitchRoleMenu />
        <UserMenu
          profileHref={paths.tenant.profile.getHref()}
          settingsHref={paths.tenant.settings.getHref()}
        />
      </>
    ),
  };
});

// The bell (its dropdown, the live connection) loads for a signed-in user only, after the page
// is up; until then the plain link to the list stands in.
const CustomerBell = lazy(async () => {
  const [{ NotificationBell }] = await Promise.all([
    import('../../features/notifications/components/notification-bell.tsx'),
    loadNamespaces('notifications'),
  ]);
  return { default: () => <NotificationBell area="customer" /> };
});

// The customer-facing shell at /: header links (home, vehicles, branches, my bookings; all of
// them with notifications, profile and settings in a drawer on a phone), language and theme,
// sign-in and registration when signed out, notifications and the user menu when signed in.
// Back-office users get a way back.
export function TenantLayout() {
  return (
    <>
      <TenantHeader
        brand={
          <Group gap="lg" wrap="nowrap" miw={0}>
            <TenantBrand />
            <CustomerNavLinks />
          </Group>
        }
        actions={<HeaderActions />}
      />
      <Box component="main" id="main" tabIndex={-1} flex={1}>
        <SignedInTermsGate>
          <Outlet />
        </SignedInTermsGate>
      </Box>
      <Box
        component="footer"
        py="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <CompanyFooter />
        </Container>
      </Box>
    </>
  );
}

function HeaderActions() {
  const { t } = useTranslation();
  const { user, activeRole } = useSession();
  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={paths.auth.register.getHref()}
          size="sm"
          variant="default"
          visibleFrom="md"
        >
          {t('shell.register')}
        </Button>
        <Button component={Link} to={paths.auth.login.getHref()} size="sm" visibleFrom="xs">
          {t('shell.signIn')}
        </Button>
        <CustomerMenuDrawer />
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {isBackOfficeRole(activeRole) ? (
        <Button
          component={Link}
          to={paths.admin.dashboard.getHref()}
          variant="default"
          size="sm"
          visibleFrom="sm"
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          {t('shell.backOffice')}
        </Button>
      ) : null}
      {/* On every width, a phone's too: the unread count is read at a glance, not in the menu. */}
      <Suspense fallback={<NotificationsButton />}>
        <CustomerBell />
      </Suspense>
      <Suspense fallback={null}>
        <SignedInMenus />
      </Suspense>
      <CustomerMenuDrawer />
    </Group>
  );
}

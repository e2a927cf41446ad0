import { Box, Button, Container, Group } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SwitchRoleMenu } from '../../features/auth/components/switch-role-menu.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { TenantHeader } from '../../features/tenant/components/tenant-header.tsx';
import { isBackOfficeRole } from '../../shared/auth/session-store.ts';
import { useSession } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { CustomerMenuDrawer, CustomerNavLinks } from './customer-nav.tsx';
import { CompanyFooter, TenantBrand } from './tenant-brand.tsx';

// The customer-facing shell at /: header links (home, vehicles, my bookings, profile; a drawer
// on a phone), sign-in and registration when signed out, the user menu when signed in.
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
        <Outlet />
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
      <SwitchRoleMenu />
      <UserMenu
        profileHref={paths.tenant.profile.getHref()}
        settingsHref={paths.tenant.settings.getHref()}
      />
      <CustomerMenuDrawer />
    </Group>
  );
}

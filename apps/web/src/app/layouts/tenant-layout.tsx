import { Box, Container, Text } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../features/tenant/components/tenant-context.ts';
import { TenantHeader, TenantName } from '../../features/tenant/components/tenant-header.tsx';
import { TenantLogo } from '../../features/tenant/components/tenant-logo.tsx';
import { RouteProgress } from '../../shared/ui/route-progress.tsx';
import { SkipLink } from '../../shared/ui/skip-link.tsx';

// The tenant shell. Later releases nest the auth, back-office and customer layouts below it.
export function TenantLayout() {
  const { t } = useTranslation('tenant');
  const tenant = useTenant();
  return (
    <>
      <SkipLink />
      <RouteProgress />
      <ScrollRestoration />
      <TenantHeader
        brand={<TenantName logo={<TenantLogo tenant={tenant} />} name={tenant.name} />}
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
          <Text fz="sm" c="dimmed">
            {t('footer', { year: new Date().getFullYear(), name: tenant.name })}
          </Text>
        </Container>
      </Box>
    </>
  );
}

import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApplyBrandColor } from '../../../shared/theme/brand-theme.ts';
import { useCurrentTenantQuery } from '../api/get-current-tenant.ts';
import { TenantContext } from './tenant-context.ts';
import { TenantErrorPage } from './tenant-error-page.tsx';

// Resolves the tenant of this host before anything else renders; its children only ever see a
// known, reachable tenant (through useTenant()).
export function TenantGate({ subdomain, children }: { subdomain: string; children: ReactNode }) {
  const query = useCurrentTenantQuery(subdomain);
  const { t } = useTranslation('tenant');
  // The company's colour replaces the product's in every part of its app (sign-in pages included).
  useApplyBrandColor(query.data?.branding.primaryColor ?? null);

  if (query.isPending) {
    return (
      <Center component="main" flex={1} mih="100vh" aria-busy="true">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="dimmed" role="status">
            {t('loading')}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <TenantErrorPage
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <TenantContext value={query.data}>{children}</TenantContext>;
}

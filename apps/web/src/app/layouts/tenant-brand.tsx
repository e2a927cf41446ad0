import { useContext } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { TenantName } from '../../features/tenant/components/tenant-header.tsx';
import { TenantLogo } from '../../features/tenant/components/tenant-logo.tsx';
import { Brand } from '../../shared/ui/brand.tsx';

// The company in a header; on the platform (no tenant: super administrators) the Motorpool mark.
export function TenantBrand() {
  const tenant = useContext(TenantContext);
  if (!tenant) return <Brand />;
  return <TenantName logo={<TenantLogo tenant={tenant} />} name={tenant.name} />;
}

export function useCompanyName(): string {
  const { t } = useTranslation();
  const tenant = useContext(TenantContext);
  return tenant?.name ?? t('shell.platform');
}

export function CompanyFooter() {
  const { t } = useTranslation('tenant');
  const name = useCompanyName();
  return (
    <Text fz="sm" c="dimmed">
      {t('footer', { year: new Date().getFullYear(), name })}
    </Text>
  );
}

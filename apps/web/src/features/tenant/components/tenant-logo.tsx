import { Image, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentTenant } from '../api/get-current-tenant.ts';

export function TenantLogo({ tenant, size = 36 }: { tenant: CurrentTenant; size?: number }) {
  const { t } = useTranslation('tenant');
  if (tenant.branding.logoUrl) {
    return (
      <Image
        src={tenant.branding.logoUrl}
        alt={t('logoAlt', { name: tenant.name })}
        h={size}
        w="auto"
        fit="contain"
      />
    );
  }
  return (
    <ThemeIcon size={size} radius="md" aria-hidden data-tenant-logo>
      <IconBuildingStore size={size * 0.6} stroke={1.7} />
    </ThemeIcon>
  );
}

import { useContext } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { tenantIsReadOnly } from '@motorpool/domain/status-machines';
import { useTranslation } from 'react-i18next';
import { TenantContext } from './tenant-context.ts';

// Across the back office once the company's trial ended without a plan: everything stays
// readable, and every change is refused by the API (TENANT_READ_ONLY) until a plan is chosen.
export function ReadOnlyBanner() {
  const { t } = useTranslation('tenant');
  const tenant = useContext(TenantContext);
  if (!tenant || !tenantIsReadOnly(tenant.status)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconLock size={18} />}
      title={t('readOnly.title')}
      role="status"
    >
      {t('readOnly.body')}
    </Alert>
  );
}

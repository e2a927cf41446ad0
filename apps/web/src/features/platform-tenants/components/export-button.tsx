import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/api/download.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { downloadPlatformTenantExport } from '../../../api/platform-tenants/delete-platform-tenants.ts';

// "Download data": the company's whole data (every table's rows and every file) as one zip.
export function ExportButton({
  tenantId,
  variant = 'default',
}: {
  tenantId: string;
  variant?: string;
}) {
  const { t } = useTranslation('platform');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadPlatformTenantExport(tenantId));
    } catch (error) {
      notifyFailure(t('deletion.export.failedTitle'), t('deletion.export.failedMessage'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
    >
      {t('deletion.export.button')}
    </Button>
  );
}

import { useRef, useState } from 'react';
import { Button, FileButton, Group } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { exportRoles, useImportRoles } from '../../../api/settings/roles.ts';
import { notifyRoleFailure } from './notify-role-failure.ts';

function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

// Export the role configuration as JSON, and import one (roles are created or updated).
export function RoleTransfer({ canImport }: { canImport: boolean }) {
  const { t } = useTranslation('settings');
  const importRoles = useImportRoles();
  const [exporting, setExporting] = useState(false);
  const resetRef = useRef<() => void>(null);

  const runExport = async () => {
    setExporting(true);
    try {
      const configuration = await exportRoles();
      download(
        `roles-${configuration.exportedAt.slice(0, 10)}.json`,
        JSON.stringify(configuration, null, 2),
      );
    } catch (error) {
      notifyRoleFailure(t('toasts.exportFailed'), t('toasts.retry'), error);
    } finally {
      setExporting(false);
    }
  };

  const runImport = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    let configuration: unknown;
    try {
      configuration = JSON.parse(await file.text());
    } catch {
      notifyRoleFailure(t('toasts.importFailed'), t('toasts.importNotJson'), null);
      return;
    }
    importRoles.mutate(configuration, {
      onSuccess: (result) => {
        const summary = t('toasts.importSummary', {
          created: result.created,
          updated: result.updated,
          failed: result.failed.length,
        });
        if (result.failed.length > 0) notifyRoleFailure(t('toasts.importFailed'), summary, null);
        else notifySuccess(t('toasts.imported'), summary);
      },
      onError: (e) => notifyRoleFailure(t('toasts.importFailed'), t('toasts.retry'), e),
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exporting}
        onClick={() => void runExport()}
      >
        {t('roles.export')}
      </Button>
      {canImport && (
        <FileButton
          resetRef={resetRef}
          accept="application/json,.json"
          onChange={(f) => void runImport(f)}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={importRoles.isPending}
            >
              {t('roles.import')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}

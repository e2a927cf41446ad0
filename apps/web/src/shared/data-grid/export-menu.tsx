import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiDownload, saveBlob } from '../api/download.ts';
import { notifyLoading, notifyOutcome } from '../ui/notify.ts';
import type { GridQuery } from './types.ts';
import { toApiParams } from './url-state.ts';

export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** `GET <resource>/export?format=…` with the list's search, sort and filters (no paging). */
export function exportPath(resource: string, format: ExportFormat, query: GridQuery): string {
  const params = toApiParams(query, { paged: false });
  params.set('format', format);
  return `${resource}/export?${params.toString()}`;
}

let exportSeq = 0;

// Downloads what the list shows, in full, as a file the server builds.
export function ExportMenu({ resource, query }: { resource: string; query: GridQuery }) {
  const { t } = useTranslation('grid');
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    const id = `grid-export-${++exportSeq}`;
    const label = t(`export.${format}`);
    notifyLoading(id, t('export.started'), t('export.startedMessage', { format: label }));
    setBusy(true);
    try {
      const file = await apiDownload(exportPath(resource, format, query), `export.${format}`);
      saveBlob(file);
      notifyOutcome(
        id,
        'success',
        t('export.done'),
        t('export.doneMessage', { filename: file.filename }),
      );
    } catch {
      notifyOutcome(id, 'error', t('export.failed'), t('export.failedMessage'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {exportFormats.map((format) => (
          <Menu.Item key={format} onClick={() => void run(format)}>
            {t(`export.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

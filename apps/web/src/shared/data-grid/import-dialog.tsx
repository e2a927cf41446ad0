import '@mantine/dropzone/styles.layer.css';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { notifyError } from '../ui/notify.ts';
import { ImportReportView } from './import-report.tsx';
import type { ImportReport } from './types.ts';

const accept = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

type Props = {
  resource: string;
  opened: boolean;
  onClose: () => void;
  /** the list reloads after an import that changed something */
  onImported: () => void;
};

// Upload a .csv or .xlsx to `POST <resource>/import`, then show what was created, updated and
// refused (row by row).
export function ImportDialog({ resource, opened, onClose, onImported }: Props) {
  const { t } = useTranslation('grid');
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState(false);
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen);
      return api.post<ImportReport>(`${resource}/import`, body);
    },
    onSuccess: () => onImported(),
    onError: () => notifyError(t('import.failed'), t('import.failedMessage')),
  });

  const reset = () => {
    setFile(null);
    setRejected(false);
    upload.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="lg">
      {upload.data ? (
        <Stack>
          <ImportReportView report={upload.data} />
          <Group justify="flex-end">
            <Button variant="default" onClick={reset}>
              {t('import.another')}
            </Button>
            <Button onClick={close}>{t('import.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Dropzone
            onDrop={(files) => {
              setFile(files[0] ?? null);
              setRejected(false);
            }}
            onReject={() => setRejected(true)}
            accept={accept}
            maxFiles={1}
            multiple={false}
            loading={upload.isPending}
            aria-label={t('import.drop')}
          >
            <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
              <IconFileSpreadsheet size={40} aria-hidden />
              <Stack gap={4}>
                <Text>{t('import.drop')}</Text>
                <Text c="dimmed" fz="sm">
                  {t('import.accepted')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          {rejected && (
            <Text c="red" fz="sm" role="alert">
              {t('import.rejected')}
            </Text>
          )}
          {file && <Text fz="sm">{t('import.chosen', { name: file.name })}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('import.close')}
            </Button>
            <Button
              disabled={!file}
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              {t('import.upload')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

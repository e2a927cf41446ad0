import { Alert, Button, DataList, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PrivacyRequestView } from '@motorpool/domain/schemas/privacy-request';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../shared/ui/section-card.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { privacyStatusColors } from './status-colors.ts';

// A request as its requester follows it: status, deadline, extension, answer and, for access
// and portability, the download while it is open.
export function RequestDetails({
  request,
  download,
}: {
  request: PrivacyRequestView;
  download: () => Promise<void>;
}) {
  const { t } = useTranslation('privacy');
  const f = useFormat();
  const [downloading, setDownloading] = useState(false);
  const save = () => {
    setDownloading(true);
    download()
      .catch((error: unknown) => notifyFailure(t('status.download'), t('errors.download'), error))
      .finally(() => setDownloading(false));
  };
  return (
    <Stack gap="md">
      <DataList>
        <Field label={t('status.type')}>{t(`types.${request.requestType}`)}</Field>
        <Field label={t('status.status')}>
          <StatusBadge
            status={request.status}
            colors={privacyStatusColors}
            label={t(`statuses.${request.status}`)}
          />
        </Field>
        <Field label={t('status.received')}>{f.dateTime(request.createdAt)}</Field>
        {request.dueAt && request.status !== 'completed' && request.status !== 'rejected' && (
          <Field label={t('status.due')}>
            <Text span c={request.overdue ? 'red' : undefined} fz="sm">
              {f.dateTime(request.dueAt)}
              {request.overdue ? ` · ${t('status.overdue')}` : ''}
            </Text>
          </Field>
        )}
      </DataList>
      {request.extensionReason && (
        <Text fz="sm">{t('status.extension', { reason: request.extensionReason })}</Text>
      )}
      {request.status === 'on_hold' && <Alert color="orange">{t('status.onHold')}</Alert>}
      {request.requestType === 'deletion' && request.status === 'completed' && (
        <Alert color="green">{t('status.deleted')}</Alert>
      )}
      {request.kept.length > 0 && (
        <Stack gap={4}>
          <Text fw={500}>{t('status.kept')}</Text>
          <List fz="sm">
            {request.kept.map((k) => (
              <List.Item key={k.kind}>
                {t('status.keptItem', { kind: k.label, count: k.count, reason: k.reason })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {request.resolutionNote && (
        <Stack gap={4}>
          <Text fw={500}>{t('status.answer')}</Text>
          <Text fz="sm">{request.resolutionNote}</Text>
        </Stack>
      )}
      {request.downloadable && (
        <Stack gap={4} align="start">
          <Button leftSection={<IconDownload size={16} />} loading={downloading} onClick={save}>
            {t('status.download')}
          </Button>
          <Text fz="xs" c="dimmed">
            {t('status.downloadUntil', { date: f.dateTime(request.downloadUntil) })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Select, Stack, Title } from '@mantine/core';
import {
  reportNames,
  type ReportFormat,
  type ReportName,
} from '@motorpool/domain/schemas/dashboard';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { downloadReport, useReportPage } from '../api/dashboard-api.ts';
import { ReportTable } from './report-table.tsx';

const fileFormats = ['csv', 'xlsx', 'pdf'] as const satisfies readonly ReportFormat[];

// The reports behind reports:read for the dashboard's period and branch: a page on screen, the
// whole report as a file.
export function ReportsSection({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('dashboard');
  const [name, setName] = useState<ReportName>('revenue');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const report = useReportPage(name, query, page);
  const title = t(`reports.names.${name}`);
  const download = async (format: (typeof fileFormats)[number]) => {
    setBusy(format);
    try {
      await downloadReport(name, query, format);
    } catch (error) {
      notifyFailure(t('reports.downloadFailed'), t('reports.downloadFailedMessage'), error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="reports">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="reports">
          {t('reports.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('reports.report')}
            w={{ base: '100%', xs: 260 }}
            allowDeselect={false}
            value={name}
            onChange={(value) => {
              if (!value) return;
              setName(value as ReportName);
              setPage(1);
            }}
            data={reportNames.map((n) => ({ value: n, label: t(`reports.names.${n}`) }))}
          />
          {fileFormats.map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={busy === format}
              onClick={() => void download(format)}
              aria-label={t('reports.downloadAs', {
                report: title,
                format: t(`reports.formats.${format}`),
              })}
            >
              {t(`reports.formats.${format}`)}
            </Button>
          ))}
        </Group>
        {report.isPending ? (
          <Loader size="sm" role="status" aria-label={t('reports.loading')} />
        ) : report.isError ? (
          <Alert color="red">{t('reports.loadFailed')}</Alert>
        ) : (
          <ReportTable report={report.data} onPage={setPage} label={title} />
        )}
      </Stack>
    </Card>
  );
}

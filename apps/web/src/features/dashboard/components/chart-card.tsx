import { useId, useState, type ReactNode } from 'react';
import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconTable, IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/api/download.ts';
import { csvBlob, toCsv } from '../lib/chart-csv.ts';

/** One row of a chart's data: its label, the value as shown and as written to the CSV file. */
export type ChartRow = { label: string; shown: string; raw: string | number };

type ChartCardProps = {
  /** names the CSV file */
  name: string;
  title: string;
  headers: [string, string];
  rows: ChartRow[];
  children: ReactNode;
};

// A chart with its data a click away: a table for screen readers and exact figures, and the same
// rows as a CSV file.
export function ChartCard({ name, title, headers, rows, children }: ChartCardProps) {
  const { t } = useTranslation('dashboard');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const download = () =>
    saveBlob({
      blob: csvBlob(
        toCsv(
          headers,
          rows.map((row) => [row.label, row.raw]),
        ),
      ),
      filename: `${name}.csv`,
    });
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {rows.length > 0 && (
          <Group gap={4}>
            <Button
              size="compact-sm"
              variant="subtle"
              aria-pressed={asTable}
              leftSection={asTable ? <IconChartBar size={16} /> : <IconTable size={16} />}
              onClick={() => setAsTable((v) => !v)}
            >
              {asTable ? t('charts.showChart') : t('charts.showTable')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconDownload size={16} />}
              onClick={download}
              aria-label={t('charts.downloadCsvOf', { title })}
            >
              {t('charts.downloadCsv')}
            </Button>
          </Group>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('charts.empty')}
        </Text>
      ) : asTable ? (
        <Table.ScrollContainer minWidth={280} mah={320}>
          <Table striped aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{headers[0]}</Table.Th>
                <Table.Th scope="col">{headers[1]}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={400}>
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.shown}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        children
      )}
    </Card>
  );
}

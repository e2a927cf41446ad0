import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from './types.ts';

// What an import did: counts, then every row that was refused and why.
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('grid');
  const { format } = new Intl.NumberFormat(undefined);
  const rows = report.failed.flatMap((failure) =>
    failure.errors.length > 0
      ? failure.errors.map((error, index) => ({
          key: `${failure.row}:${index}`,
          row: failure.row,
          ...error,
        }))
      : [{ key: `${failure.row}`, row: failure.row, path: '', message: '' }],
  );
  return (
    <Stack gap="sm" aria-live="polite">
      <Text fw={600}>{t('import.report')}</Text>
      <Group gap="lg">
        <Text>{t('import.created', { count: report.created })}</Text>
        <Text>{t('import.updated', { count: report.updated })}</Text>
        <Text c={report.failed.length > 0 ? 'red' : undefined}>
          {t('import.failedRows', { count: report.failed.length })}
        </Text>
      </Group>
      {rows.length > 0 && (
        <Alert color="red" variant="light" p="xs">
          <Table.ScrollContainer minWidth={320} type="native" tabIndex={0}>
            <Table aria-label={t('import.failuresLabel')} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.row')}</Table.Th>
                  <Table.Th>{t('import.field')}</Table.Th>
                  <Table.Th>{t('import.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{format(row.row)}</Table.Td>
                    <Table.Td dir="ltr">{row.path}</Table.Td>
                    <Table.Td>{row.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Alert>
      )}
    </Stack>
  );
}

import { Pagination, Stack, Table, Text } from '@mantine/core';
import { type ReportPage, reportValueKinds } from '@motorpool/domain/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatKpi } from '../lib/kpi-format.ts';

type Column = ReportPage['columns'][number];
type Cell = ReportPage['data'][number][string];

const coded = new Set<string>(reportValueKinds);

function useCellFormat(currency: string) {
  const f = useFormat();
  const { t } = useTranslation('dashboard');
  return (cell: Cell | undefined, kind: Column['kind']): string => {
    if (cell === null || cell === undefined || cell === '') return '';
    if (typeof cell === 'string' && coded.has(kind)) {
      return t(`reportValues.${kind}.${cell}` as never, { defaultValue: cell });
    }
    if (typeof cell === 'string') return kind === 'date' ? f.date(cell, cell) : cell;
    switch (kind) {
      case 'money':
        return f.money(cell, currency);
      case 'bp':
        return formatKpi(cell, 'bp', currency, f);
      case 'tenthDays':
        return formatKpi(cell, 'tenthDays', currency, f);
      default:
        return f.number(cell);
    }
  };
}

// One page of a report, its headers in the reader's language and its figures as the locale
// writes them; numbers sit at the end of their cells so their digits line up.
export function ReportTable({
  report,
  onPage,
  label,
}: {
  report: ReportPage;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useCellFormat(report.currency);
  const header = (key: string) =>
    i18n.exists(`dashboard:reports.columns.${key}`)
      ? t(`reports.columns.${key}` as 'reports.columns.date')
      : key;
  if (report.total === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t('reports.empty')}
      </Text>
    );
  const numeric = (kind: Column['kind']) => kind !== 'text' && kind !== 'date' && !coded.has(kind);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {report.columns.map((column) => (
                <Table.Th key={column.key} scope="col" ta={numeric(column.kind) ? 'end' : 'start'}>
                  {header(column.key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.data.map((row, index) => (
              <Table.Tr key={`${report.page}-${index}`}>
                {report.columns.map((column) => (
                  <Table.Td key={column.key} ta={numeric(column.kind) ? 'end' : 'start'}>
                    {format(row[column.key], column.kind)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {report.total > report.limit && (
        <Pagination
          total={Math.ceil(report.total / report.limit)}
          value={report.page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? t('reports.previousPage') : t('reports.nextPage'),
          })}
          getItemProps={(page) => ({ 'aria-label': t('reports.page', { page }) })}
        />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { activityTypes } from '@motorpool/domain/platform-lists';
import { useTranslation } from 'react-i18next';
import {
  downloadPlatformActivity,
  usePlatformActivity,
} from '../../../api/platform-dashboard/platform-dashboard.ts';
import { saveBlob } from '../../../shared/api/download.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { Pager } from './pager.tsx';
import { TabState } from './tab-state.tsx';

const limit = 20;

export function ActivityTab() {
  const { t } = useTranslation('superAdmin');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [action, setAction] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);
  const filters = { search: debounced, action, from: from || null, to: to || null };
  const activity = usePlatformActivity({ ...filters, page }, limit);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadPlatformActivity(filters));
    } catch (error) {
      notifyFailure(t('activity.exportFailed'), t('loadError.description'), error);
    } finally {
      setExporting(false);
    }
  };
  const rows = activity.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('activity.search')}
          value={search}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          w={260}
        />
        <Select
          label={t('activity.action')}
          placeholder={t('activity.allActions')}
          clearable
          value={action}
          onChange={reset(setAction)}
          data={activityTypes.map((a) => ({ value: a, label: t(`activity.actions.${a}`) }))}
          w={180}
        />
        <TextInput
          type="date"
          label={t('activity.from')}
          value={from}
          onChange={(e) => reset(setFrom)(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('activity.to')}
          value={to}
          onChange={(e) => reset(setTo)(e.currentTarget.value)}
        />
        <Button variant="default" loading={exporting} onClick={() => void exportCsv()}>
          {t('activity.export')}
        </Button>
      </Group>
      {!activity.data ? (
        <TabState {...activity} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('activity.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={800}>
            <Table striped aria-label={t('activity.label')}>
              <Table.Thead>
                <Table.Tr>
                  {(['at', 'actor', 'action', 'entity', 'detail', 'ip'] as const).map((c) => (
                    <Table.Th key={c}>{t(`activity.columns.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{f.dateTime(row.createdAt)}</Table.Td>
                    <Table.Td dir="ltr">{row.actorEmail}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`activity.actions.${row.action}`)}</Badge>
                    </Table.Td>
                    <Table.Td dir="ltr">{row.entityType}</Table.Td>
                    <Table.Td dir="ltr">
                      <Text size="xs" ff="monospace" lineClamp={2}>
                        {JSON.stringify(row.detail)}
                      </Text>
                    </Table.Td>
                    <Table.Td dir="ltr">{row.ip}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={page} total={activity.data.total} limit={limit} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

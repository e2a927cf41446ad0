import { useState } from 'react';
import { Alert, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissionAudit } from '../../../api/settings/access-tools.ts';

// Role changes, role assignments and permission grants, newest first.
export function AuditList() {
  const { t, i18n } = useTranslation('settings');
  const [page, setPage] = useState(1);
  const audit = usePermissionAudit(page, true);
  if (audit.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (audit.isError) return <Alert color="red">{t('audit.loadFailed')}</Alert>;
  if (audit.data.total === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t('audit.empty')}
      </Text>
    );
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.when')}</Table.Th>
              <Table.Th>{t('audit.action')}</Table.Th>
              <Table.Th>{t('audit.entity')}</Table.Th>
              <Table.Th>{t('audit.actor')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.data.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{when.format(new Date(entry.createdAt))}</Table.Td>
                <Table.Td>{entry.action}</Table.Td>
                <Table.Td>{entry.entityType}</Table.Td>
                <Table.Td>{t(`audit.actorTypes.${entry.actorType}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {audit.data.total > audit.data.limit && (
        <Pagination
          total={Math.ceil(audit.data.total / audit.data.limit)}
          value={page}
          onChange={setPage}
          size="sm"
        />
      )}
    </Stack>
  );
}

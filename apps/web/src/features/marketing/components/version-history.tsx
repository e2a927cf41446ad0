import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { policyHistory } from '@motorpool/domain/legal-versions';
import { useFormat } from '../../../shared/i18n/use-format.ts';

// The privacy policy's versions, newest first, each with the day it took effect.
export function VersionHistory() {
  const { t } = useTranslation('legal');
  const format = useFormat();
  const versions = [...policyHistory.privacy].reverse();
  return (
    <>
      <Table withTableBorder verticalSpacing="xs" captionSide="top" data-testid="version-history">
        <Table.Caption>{t('privacy.history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('privacy.history.version')}</Table.Th>
            <Table.Th scope="col">{t('privacy.history.date')}</Table.Th>
            <Table.Th scope="col">{t('privacy.history.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((entry) => (
            <Table.Tr key={entry.version}>
              <Table.Th scope="row" fw={500}>
                {entry.version}
                <Text span c="dimmed" fz="xs" display="block">
                  {t(`privacy.history.kinds.${entry.kind}`)}
                </Text>
              </Table.Th>
              <Table.Td>{format.date(entry.effectiveOn)}</Table.Td>
              <Table.Td>
                {t(`privacy.history.changes.${entry.version}`, { defaultValue: '' })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="sm" c="dimmed" mt="xs">
        {t('privacy.history.notice')}
      </Text>
    </>
  );
}

import { Box, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cookieList } from '../config/cookie-list.ts';

// The cookie policy's list. On a narrow screen the table scrolls sideways inside its own box,
// which takes keyboard focus so it can be scrolled without a pointer.
export function CookieTable() {
  const { t } = useTranslation('legal');
  return (
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('privacy.cookieTable.caption')}
    >
      <Table miw={640} withTableBorder striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>{t('privacy.cookieTable.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('privacy.cookieTable.name')}</Table.Th>
            <Table.Th scope="col">{t('privacy.cookieTable.kind')}</Table.Th>
            <Table.Th scope="col">{t('privacy.cookieTable.category')}</Table.Th>
            <Table.Th scope="col">{t('privacy.cookieTable.purpose')}</Table.Th>
            <Table.Th scope="col">{t('privacy.cookieTable.duration')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cookieList.map((cookie) => (
            <Table.Tr key={cookie.name}>
              <Table.Th scope="row" fw={500}>
                <bdi dir="ltr">{cookie.name}</bdi>
              </Table.Th>
              <Table.Td>{t(`privacy.cookieTable.kinds.${cookie.kind}`)}</Table.Td>
              <Table.Td>{t(`privacy.cookieTable.categories.${cookie.category}`)}</Table.Td>
              <Table.Td>{t(`privacy.cookieTable.rows.${cookie.purpose}`)}</Table.Td>
              <Table.Td>{t(`privacy.cookieTable.durations.${cookie.duration}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

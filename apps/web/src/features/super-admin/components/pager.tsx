import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The page links under a tab's table, with where the reader is.
export function Pager({
  page,
  total,
  limit,
  onChange,
}: {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('superAdmin');
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('pagination', { page, pages })}
      </Text>
      <Pagination value={page} total={pages} onChange={onChange} />
    </Group>
  );
}

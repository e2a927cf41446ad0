import { Box, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

// Page links with translated control labels and a "21–40 of 132" summary.
export function Pager({
  page,
  limit,
  total,
  onChange,
  label,
}: {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('users');
  const { config } = useLanguage();
  const number = new Intl.NumberFormat(config.intlLocale);
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('list.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </Text>
      {pages > 1 && (
        <Box component="nav" aria-label={label}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            size="sm"
            siblings={1}
            boundaries={1}
            formatLabel={({ page: value }) => number.format(value)}
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          />
        </Box>
      )}
    </Group>
  );
}

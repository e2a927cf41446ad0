import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLookupStats } from '../../../api/lookups/get-lookup-stats.ts';

// GET /lookups/stats as four cards; on a per-type screen, that type's own counts.
export function LookupStatsCards({ type }: { type?: string }) {
  const { t } = useTranslation('lookups');
  const format = useFormat();
  const stats = useLookupStats();
  if (stats.isError) return null;
  const data = stats.data;
  const ofType = type ? data?.byType.find((entry) => entry.type === type) : undefined;
  const total = type ? (ofType?.count ?? 0) : data?.total;
  const active = type ? (ofType?.active ?? 0) : data?.active;
  const inactive = total !== undefined && active !== undefined ? total - active : undefined;
  const cards: { key: 'total' | 'active' | 'inactive' | 'types'; value: number | undefined }[] = [
    { key: 'total', value: total },
    { key: 'active', value: active },
    { key: 'inactive', value: inactive },
    ...(type ? [] : [{ key: 'types' as const, value: data?.byType.length }]),
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: cards.length }}
      spacing="sm"
      component="section"
      aria-label={t('stats.label')}
    >
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="sm">
          <Text c="dimmed" fz="xs" tt="uppercase" fw={600}>
            {t(`stats.${card.key}`)}
          </Text>
          {card.value === undefined ? (
            <Skeleton height={28} mt={4} width="50%" />
          ) : (
            <Text fz={24} fw={700}>
              {format.number(card.value)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

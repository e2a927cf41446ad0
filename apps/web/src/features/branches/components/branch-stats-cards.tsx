import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useBranchStats } from '../../../api/branches/get-branch.ts';

// GET /branches/{id}/stats: the branch's fleet by status, utilisation and rentals.
export function BranchStatsCards({ id }: { id: string }) {
  const { t } = useTranslation('branches');
  const format = useFormat();
  const stats = useBranchStats(id);
  const data = stats.data;
  const figures = data
    ? ([
        ['totalVehicles', format.number(data.totalVehicles)],
        ['available', format.number(data.vehiclesByStatus.available ?? 0)],
        ['rented', format.number(data.vehiclesByStatus.rented ?? 0)],
        ['maintenance', format.number(data.vehiclesByStatus.maintenance ?? 0)],
        ['utilizationRate', format.percent(data.utilizationRate)],
        ['activeRentals', format.number(data.activeRentals)],
      ] as const)
    : null;
  return (
    <SectionCard id="branch-stats" title={t('detail.sections.stats')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {figures
          ? figures.map(([key, value]) => (
              <Paper key={key} withBorder radius="md" p="sm">
                <Text c="dimmed" fz="xs" fw={600}>
                  {t(`detail.stats.${key}`)}
                </Text>
                <Text fz="lg" fw={700}>
                  {value}
                </Text>
              </Paper>
            ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={64} radius="md" />)}
      </SimpleGrid>
    </SectionCard>
  );
}

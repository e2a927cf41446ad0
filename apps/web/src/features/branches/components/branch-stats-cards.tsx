import { EmptyState, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useBranchStats } from '../api/get-branch.ts';

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

// SPEC §2 recent rentals of the branch, from its statistics; plain about having none yet.
export function BranchRentalsCard({ id }: { id: string }) {
  const { t } = useTranslation('branches');
  const format = useFormat();
  const stats = useBranchStats(id);
  const total = stats.data?.totalRentals;
  return (
    <SectionCard id="branch-rentals" title={t('detail.sections.rentals')}>
      {total === undefined ? null : total === 0 ? (
        <EmptyState
          py="md"
          icon={<IconCalendarOff size={28} aria-hidden />}
          title={t('detail.rentals.empty')}
          description={t('detail.rentals.emptyDescription')}
        />
      ) : (
        <Text fz="sm">{t('detail.rentals.count', { total: format.number(total) })}</Text>
      )}
    </SectionCard>
  );
}

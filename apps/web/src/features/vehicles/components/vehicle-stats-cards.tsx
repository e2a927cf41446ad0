import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useVehicleStats } from '../../../api/vehicles/get-vehicle.ts';

// GET /vehicles/{id}/stats as a row of figures.
export function VehicleStatsCards({ id, currency }: { id: string; currency?: string }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const stats = useVehicleStats(id);
  const data = stats.data;
  const money = (minor: number) => (currency ? format.money(minor, currency) : '');
  const figures = data
    ? [
        { key: 'totalRentals', value: format.number(data.totalRentals) },
        { key: 'totalRevenue', value: money(data.totalRevenue) },
        {
          key: 'averageRating',
          value:
            data.averageRating === null
              ? t('detail.stats.noRating')
              : format.number(Math.round(data.averageRating * 10) / 10),
        },
        { key: 'maintenanceCost', value: money(data.maintenanceCost) },
        { key: 'utilizationRate', value: format.percent(data.utilizationRate) },
      ]
    : null;
  return (
    <SectionCard id="vehicle-stats" title={t('detail.sections.stats')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {(figures ?? Array.from({ length: 5 }, (_, i) => ({ key: String(i), value: null }))).map(
          (figure) => (
            <Paper key={figure.key} withBorder radius="md" p="sm">
              {figure.value === null ? (
                <Skeleton height={40} />
              ) : (
                <>
                  <Text c="dimmed" fz="xs" fw={600}>
                    {t(`detail.stats.${figure.key}` as 'detail.stats.totalRentals')}
                  </Text>
                  <Text fz="lg" fw={700}>
                    {figure.value}
                  </Text>
                </>
              )}
            </Paper>
          ),
        )}
      </SimpleGrid>
    </SectionCard>
  );
}

import { EmptyState, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useVehicleStats } from '../api/get-vehicle.ts';

// SPEC §2 rental history. The figures come from the vehicle's statistics; until the vehicle
// has been rented it says so plainly.
export function VehicleRentalsCard({ id }: { id: string }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const stats = useVehicleStats(id);
  const total = stats.data?.totalRentals;
  return (
    <SectionCard id="vehicle-rentals" title={t('detail.sections.rentals')}>
      {total === undefined ? null : total === 0 ? (
        <EmptyState
          py="md"
          icon={<IconCalendarOff size={28} aria-hidden />}
          title={t('detail.rentals.empty')}
          description={t('detail.rentals.emptyDescription')}
        />
      ) : (
        <Text fz="sm">
          {t('detail.stats.totalRentals')}: {format.number(total)}
        </Text>
      )}
    </SectionCard>
  );
}

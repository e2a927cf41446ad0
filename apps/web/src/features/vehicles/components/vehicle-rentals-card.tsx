import { useState } from 'react';
import { EmptyState, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { drivenRentalHistoryQuery } from '../../../api/rentals/get-rentals.ts';
import { RentalHistoryPageSize, RentalHistoryTable } from '../../../shared/ui/rental-history.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useVehicleStats } from '../../../api/vehicles/get-vehicle.ts';

// Rental history: the vehicle's rentals count from its statistics, then the same rentals (those
// it is the car of, once it has left), page by page (GET /rentals for the vehicle). Someone who may not read
// rentals sees only the count.
export function VehicleRentalsCard({ id }: { id: string }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const { can } = useCurrentUser();
  const [pageSize, setPageSize] = useState(10);
  const stats = useVehicleStats(id);
  const total = stats.data?.totalRentals;
  const readable = can('rentals:read');
  const empty = (
    <EmptyState
      py="md"
      icon={<IconCalendarOff size={28} aria-hidden />}
      title={t('detail.rentals.empty')}
      description={t('detail.rentals.emptyDescription')}
    />
  );
  return (
    <SectionCard
      id="vehicle-rentals"
      title={t('detail.sections.rentals')}
      actions={
        readable && (
          <RentalHistoryPageSize
            value={pageSize}
            onChange={setPageSize}
            label={t('detail.rentals.pageSize')}
            optionLabel={(size) => t('detail.rentals.perPage', { size })}
          />
        )
      }
    >
      {total !== undefined && total > 0 && (
        <Text fz="sm">
          {t('detail.stats.totalRentals')}: {format.number(total)}
        </Text>
      )}
      {readable ? (
        <RentalHistoryTable
          owner={{ field: 'vehicleId', id }}
          query={drivenRentalHistoryQuery}
          party="customer"
          pageSize={pageSize}
          empty={empty}
          text={(key) => t(key)}
        />
      ) : (
        total === 0 && empty
      )}
    </SectionCard>
  );
}

import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { rentalHistoryQuery } from '../../../api/rentals/get-rentals.ts';
import { RentalHistoryPageSize, RentalHistoryTable } from '../../../shared/ui/rental-history.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CustomerView } from '../../../api/customers/customer-view.ts';

// Rental history: the customer's rentals page by page (GET /rentals for the customer).
// Someone who may not read rentals sees only how many there were.
export function CustomerRentalHistory({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation('customers');
  const { can } = useCurrentUser();
  const [pageSize, setPageSize] = useState(10);
  const empty = (
    <Text c="dimmed" fz="sm">
      {t('rentals.empty')}
    </Text>
  );
  if (!can('rentals:read')) {
    return (
      <SectionCard id="customer-rentals" title={t('detail.sections.rentals')}>
        {customer.totalRentals > 0 ? (
          <Text c="dimmed" fz="sm">
            {t('rentals.recorded', { count: customer.totalRentals })}
          </Text>
        ) : (
          empty
        )}
      </SectionCard>
    );
  }
  return (
    <SectionCard
      id="customer-rentals"
      title={t('detail.sections.rentals')}
      actions={
        <RentalHistoryPageSize
          value={pageSize}
          onChange={setPageSize}
          label={t('rentals.pageSize')}
          optionLabel={(size) => t('rentals.perPage', { size })}
        />
      }
    >
      <RentalHistoryTable
        owner={{ field: 'customerId', id: customer.id }}
        query={rentalHistoryQuery}
        party="vehicle"
        pageSize={pageSize}
        empty={empty}
        text={(key) => t(key)}
      />
    </SectionCard>
  );
}

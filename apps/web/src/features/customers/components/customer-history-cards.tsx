import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CustomerView } from '../api/customer-view.ts';

const pageSizes = ['5', '10', '20', '50'];

// Rental and payment history. The rentals and payments modules have not landed: the API
// reports no rentals for anyone yet, and these sections say so rather than show sample rows.
export function CustomerRentalHistory({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation('customers');
  const [pageSize, setPageSize] = useState('10');
  return (
    <SectionCard
      id="customer-rentals"
      title={t('detail.sections.rentals')}
      actions={
        <Select
          aria-label={t('rentals.pageSize')}
          data={pageSizes.map((size) => ({ value: size, label: t('rentals.perPage', { size }) }))}
          value={pageSize}
          onChange={(value) => value && setPageSize(value)}
          allowDeselect={false}
          w={140}
          size="xs"
        />
      }
    >
      <Text c="dimmed" fz="sm">
        {customer.totalRentals > 0
          ? t('rentals.recorded', { count: customer.totalRentals })
          : t('rentals.empty')}
      </Text>
    </SectionCard>
  );
}

export function CustomerPaymentHistory() {
  const { t } = useTranslation('customers');
  return (
    <SectionCard id="customer-payments" title={t('detail.sections.payments')}>
      <Text c="dimmed" fz="sm">
        {t('payments.empty')}
      </Text>
    </SectionCard>
  );
}

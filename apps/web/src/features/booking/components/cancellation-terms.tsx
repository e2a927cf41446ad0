import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useTenantBookingTerms } from '../../../shared/reference/tenant.ts';

// The company's cancellation policy in one line, before the customer books (the fee a later
// cancellation costs is quoted again when they cancel). Nothing until the terms are read.
export function CancellationTerms({ currency }: { currency: string }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const policy = useTenantBookingTerms()?.cancellation;
  if (!policy) return null;
  const { fee, freeUntilHoursBefore: hours } = policy;
  const amount =
    fee.kind === 'percent' ? format.percent(fee.value / 100) : format.money(fee.value, currency);
  return (
    <Text fz="sm" data-testid="cancellation-terms">
      {fee.value === 0
        ? t('review.cancellationFree')
        : t('review.cancellationFee', { count: hours, fee: amount })}
    </Text>
  );
}

import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useBookingFormat } from './use-booking-format.ts';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text fz="sm" fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

// The API's priced breakdown, line by line: the amounts are shown as computed, never redone.
export function QuoteBreakdown({ quote }: { quote: ReservationQuoteView }) {
  const { t } = useTranslation('reservations');
  const { language } = useLanguage();
  const { amount, percent } = useBookingFormat();
  const money = (minor: number) => amount(minor, quote.currency);
  return (
    <Stack gap={6} aria-label={t('pricing.label')} role="group">
      <Line
        label={t('pricing.rental', {
          rate: money(quote.dailyRate),
          count: quote.days,
        })}
        value={money(quote.subtotal)}
      />
      {quote.addOns.map((addOn) => (
        <Line
          key={addOn.code}
          label={t(addOn.unit === 'day' ? 'pricing.addOnPerDay' : 'pricing.addOnPerRental', {
            name: language === 'ar' && addOn.nameAr ? addOn.nameAr : addOn.name,
            quantity: addOn.quantity,
            price: money(addOn.unitPrice),
          })}
          value={money(addOn.total)}
        />
      ))}
      {quote.discount > 0 && <Line label={t('pricing.discount')} value={money(-quote.discount)} />}
      {quote.additionalFees > 0 && (
        <Line label={t('pricing.additionalFees')} value={money(quote.additionalFees)} />
      )}
      <Line
        label={t('pricing.tax', { rate: percent(quote.taxRateBp / 100) })}
        value={money(quote.tax)}
      />
      <Divider />
      <Line label={t('pricing.total')} value={money(quote.total)} strong />
    </Stack>
  );
}

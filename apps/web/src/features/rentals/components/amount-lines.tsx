import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';

export type AmountLine = {
  key: string;
  label: string;
  minor: number;
  strong?: boolean;
  rule?: boolean;
};

// Label and amount rows as the API computed them (nothing is re-added here).
export function AmountLines({
  lines,
  currency,
  label,
}: {
  lines: AmountLine[];
  currency: string;
  label: string;
}) {
  const { amount } = useRentalFormat();
  return (
    <Stack gap={6} role="group" aria-label={label}>
      {lines.map((line) => (
        <Stack key={line.key} gap={6}>
          {line.rule && <Divider />}
          <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
            <Text fz="sm" fw={line.strong ? 700 : undefined} c={line.strong ? undefined : 'dimmed'}>
              {line.label}
            </Text>
            <Text
              fz={line.strong ? 'md' : 'sm'}
              fw={line.strong ? 700 : 500}
              style={{ whiteSpace: 'nowrap' }}
            >
              {amount(line.minor, currency)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

// The booked price's lines: days x rate, add-ons, discount, fees, tax and the total.
export function useQuoteLines() {
  const { t } = useTranslation('rentals');
  const { language } = useLanguage();
  const { amount, percent } = useRentalFormat();
  return (quote: ReservationQuoteView, totalLabel = t('pricing.total')): AmountLine[] => {
    const lines: AmountLine[] = [
      {
        key: 'rental',
        label: t('pricing.rental', {
          rate: amount(quote.dailyRate, quote.currency),
          count: quote.days,
        }),
        minor: quote.subtotal,
      },
    ];
    for (const addOn of quote.addOns) {
      const name = language === 'ar' && addOn.nameAr ? addOn.nameAr : addOn.name;
      lines.push({
        key: `addOn-${addOn.code}`,
        label: t('pricing.addOn', { name, quantity: addOn.quantity }),
        minor: addOn.total,
      });
    }
    if (quote.discount > 0)
      lines.push({ key: 'discount', label: t('pricing.discount'), minor: -quote.discount });
    if (quote.additionalFees > 0)
      lines.push({ key: 'fees', label: t('pricing.additionalFees'), minor: quote.additionalFees });
    lines.push({
      key: 'tax',
      label: t('pricing.tax', { rate: percent(quote.taxRateBp / 100) }),
      minor: quote.tax,
    });
    lines.push({ key: 'total', label: totalLabel, minor: quote.total, strong: true, rule: true });
    return lines;
  };
}

import { Divider, Stack } from '@mantine/core';
import { ownDiscountOf } from '@motorpool/domain/reservation-pricing';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PriceLine } from '../../../shared/ui/price-line.tsx';
import { useBookingFormat } from './use-booking-format.ts';

// The API's priced breakdown, line by line: the amounts are shown as computed, never redone.
export function QuoteBreakdown({ quote }: { quote: ReservationQuoteView }) {
  const { t } = useTranslation('reservations');
  const { language } = useLanguage();
  const { amount, percent } = useBookingFormat();
  const money = (minor: number) => amount(minor, quote.currency);
  return (
    <Stack gap={6} aria-label={t('pricing.label')} role="group">
      <PriceLine
        label={t('pricing.rental', {
          rate: money(quote.dailyRate),
          count: quote.days,
        })}
        value={money(quote.subtotal)}
      />
      {quote.addOns.map((addOn) => (
        <PriceLine
          key={addOn.code}
          label={t(addOn.unit === 'day' ? 'pricing.addOnPerDay' : 'pricing.addOnPerRental', {
            name: language === 'ar' && addOn.nameAr ? addOn.nameAr : addOn.name,
            quantity: addOn.quantity,
            price: money(addOn.unitPrice),
          })}
          value={money(addOn.total)}
        />
      ))}
      {quote.promotion ? (
        <PriceLine
          label={t('pricing.promotion', { code: quote.promotion.code })}
          value={money(-quote.promotion.discount)}
        />
      ) : null}
      {ownDiscountOf(quote) > 0 && (
        <PriceLine label={t('pricing.discount')} value={money(-ownDiscountOf(quote))} />
      )}
      {quote.additionalFees > 0 && (
        <PriceLine label={t('pricing.additionalFees')} value={money(quote.additionalFees)} />
      )}
      <PriceLine
        label={t('pricing.tax', { rate: percent(quote.taxRateBp / 100) })}
        value={money(quote.tax)}
      />
      <Divider />
      <PriceLine label={t('pricing.total')} value={money(quote.total)} strong />
    </Stack>
  );
}

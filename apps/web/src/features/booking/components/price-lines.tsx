import { Divider, Stack } from '@mantine/core';
import { ownDiscountOf } from '@motorpool/domain/reservation-pricing';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PriceLine } from '../../../shared/ui/price-line.tsx';

// The API's breakdown as computed: money is never recomputed here.
export function PriceLines({ quote }: { quote: ReservationQuoteView }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const format = useFormat();
  const money = (minor: number) => format.money(minor, quote.currency);
  return (
    <Stack gap={6} role="group" aria-label={t('price.label')}>
      <PriceLine
        label={t('price.rental', { rate: money(quote.dailyRate), count: quote.days })}
        value={money(quote.subtotal)}
      />
      {quote.addOns.map((addOn) => (
        <PriceLine
          key={addOn.code}
          label={`${language === 'ar' && addOn.nameAr ? addOn.nameAr : addOn.name} × ${addOn.quantity}`}
          value={money(addOn.total)}
        />
      ))}
      {quote.promotion ? (
        <PriceLine
          label={t('price.promotion', { code: quote.promotion.code })}
          value={money(-quote.promotion.discount)}
        />
      ) : null}
      {ownDiscountOf(quote) > 0 ? (
        <PriceLine label={t('price.discount')} value={money(-ownDiscountOf(quote))} />
      ) : null}
      {quote.additionalFees > 0 ? (
        <PriceLine label={t('price.fees')} value={money(quote.additionalFees)} />
      ) : null}
      <PriceLine
        label={t('price.tax', { rate: format.number(quote.taxRateBp / 100) })}
        value={money(quote.tax)}
      />
      <Divider />
      <PriceLine label={t('price.total')} value={money(quote.total)} strong />
    </Stack>
  );
}

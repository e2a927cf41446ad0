import { useCallback } from 'react';
import { addOnPriceOf } from '@motorpool/domain/add-on-price';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';

// An add-on's price as "SAR 45.00 / day" or "SAR 150.00 / rental"; "Not set" for a value that is
// no price (such an add-on is not offered), nothing until the company's currency is known.
export function usePriceText(): (value: string | null) => string {
  const { t } = useTranslation('lookups');
  const format = useFormat();
  const currency = useTenantCurrency();
  return useCallback(
    (value) => {
      if (!currency) return '';
      const price = addOnPriceOf(value);
      if (!price) return t('notSet');
      const amount = format.money(price.price, currency);
      return t(price.unit === 'day' ? 'price.perDay' : 'price.perRental', { amount });
    },
    [currency, format, t],
  );
}

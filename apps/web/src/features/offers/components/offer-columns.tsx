import { Badge, Group } from '@mantine/core';
import { isCurrency, defaultCurrency } from '@motorpool/domain/locale-lists';
import { offerDiscountKinds, type OfferView } from '@motorpool/domain/schemas/offer';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** "10 % off" or "150.00 SAR off": percent from basis points, amount from minor units. */
export function useDiscountText() {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const tenantCurrency = useTenantCurrency();
  const currency = tenantCurrency && isCurrency(tenantCurrency) ? tenantCurrency : defaultCurrency;
  return (discount: OfferView['discount']) =>
    discount.kind === 'percent'
      ? t('discount.percent', { value: format.number(discount.value / 100) })
      : t('discount.amount', { value: format.money(discount.value, currency) });
}

// The offers grid's columns (GET /offers: sort titleEn, validFrom, validUntil, featuredOrder,
// createdAt; filters active, discountKind, dates, promoCode).
export function useOfferColumns(): GridColumn<OfferView>[] {
  const { t, i18n } = useTranslation('offers');
  const format = useFormat();
  const discountText = useDiscountText();
  const arabic = i18n.language === 'ar';
  return [
    {
      key: 'titleEn',
      title: t('columns.title'),
      sortField: 'titleEn',
      firstDirection: 'asc',
      render: (offer) => (arabic ? offer.titleAr : offer.titleEn),
    },
    {
      key: 'discountKind',
      title: t('columns.discount'),
      hideable: true,
      filter: {
        type: 'enum',
        operators: ['equals'],
        options: offerDiscountKinds.map((kind) => ({
          value: kind,
          label: t(`discountKinds.${kind}`),
        })),
      },
      render: (offer) => discountText(offer.discount),
    },
    {
      key: 'validFrom',
      title: t('columns.validFrom'),
      sortField: 'validFrom',
      firstDirection: 'desc',
      hideable: true,
      filter: { type: 'date', operators: ['gte', 'lte'] },
      render: (offer) => format.date(offer.validFrom),
    },
    {
      key: 'validUntil',
      title: t('columns.validUntil'),
      sortField: 'validUntil',
      firstDirection: 'desc',
      hideable: true,
      filter: { type: 'date', operators: ['gte', 'lte'] },
      render: (offer) => format.date(offer.validUntil),
    },
    {
      key: 'promoCode',
      title: t('columns.promoCode'),
      hideable: true,
      filter: { type: 'text', operators: ['contains', 'equals'] },
      render: (offer) => (offer.promoCode ? <Ltr>{offer.promoCode}</Ltr> : ''),
    },
    {
      key: 'categories',
      title: t('columns.categories'),
      hideable: true,
      render: (offer) =>
        offer.categories.length === 0 ? (
          t('allCategories')
        ) : (
          <Group gap={4}>
            {offer.categories.map((c) => (
              <Badge key={c} variant="light" size="sm">
                {t(`categories.${c}`)}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'active',
      title: t('columns.active'),
      hideable: true,
      filter: { type: 'boolean', operators: ['equals'] },
      render: (offer) => (
        <Badge variant="light" color={offer.active ? 'green' : 'gray'}>
          {offer.active ? t('yes') : t('no')}
        </Badge>
      ),
    },
    {
      key: 'featuredOrder',
      title: t('columns.featuredOrder'),
      sortField: 'featuredOrder',
      firstDirection: 'asc',
      hideable: true,
      defaultHidden: true,
      render: (offer) => format.number(offer.featuredOrder),
    },
  ];
}

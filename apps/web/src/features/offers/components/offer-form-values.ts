import { isCurrency, defaultCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';
import type {
  OfferCreateInput,
  OfferDiscountKind,
  OfferUpdateInput,
  OfferView,
} from '@motorpool/domain/schemas/offer';
import type { VehicleCategory } from '@motorpool/domain/value-lists';

// The form types a percent as people say it ("12.5") and an amount in the currency's units;
// the API takes basis points and minor units.
export type OfferFormValues = {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  discount: { kind: OfferDiscountKind; value: string };
  validFrom: string;
  validUntil: string;
  categories: VehicleCategory[];
  promoCode: string;
  active: boolean;
  featuredOrder: number | string;
  oncePerCustomer: boolean;
  firstBookingOnly: boolean;
  /** empty: no limit */
  maxRedemptions: number | string;
};

export const offerFormFields = [
  'titleEn',
  'titleAr',
  'bodyEn',
  'bodyAr',
  'discount.kind',
  'discount.value',
  'validFrom',
  'validUntil',
  'categories',
  'promoCode',
  'active',
  'featuredOrder',
  'oncePerCustomer',
  'firstBookingOnly',
  'maxRedemptions',
] as const;

const currencyOf = (currency: string | undefined) =>
  currency && isCurrency(currency) ? currency : defaultCurrency;

const today = () => new Date().toISOString().slice(0, 10);

export function initialOfferValues(
  offer: OfferView | undefined,
  currency?: string,
): OfferFormValues {
  if (!offer) {
    return {
      titleEn: '',
      titleAr: '',
      bodyEn: '',
      bodyAr: '',
      discount: { kind: 'percent', value: '' },
      validFrom: today(),
      validUntil: '',
      categories: [],
      promoCode: '',
      active: true,
      featuredOrder: 0,
      oncePerCustomer: false,
      firstBookingOnly: false,
      maxRedemptions: '',
    };
  }
  const { kind, value } = offer.discount;
  return {
    titleEn: offer.titleEn,
    titleAr: offer.titleAr,
    bodyEn: offer.bodyEn ?? '',
    bodyAr: offer.bodyAr ?? '',
    discount: {
      kind,
      value: kind === 'percent' ? String(value / 100) : formatMinor(value, currencyOf(currency)),
    },
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    categories: offer.categories,
    promoCode: offer.promoCode ?? '',
    active: offer.active,
    featuredOrder: offer.featuredOrder,
    oncePerCustomer: offer.oncePerCustomer,
    firstBookingOnly: offer.firstBookingOnly,
    maxRedemptions: offer.maxRedemptions ?? '',
  };
}

function discountValue(values: OfferFormValues, currency?: string): number {
  const text = values.discount.value.trim();
  if (text === '') return Number.NaN;
  if (values.discount.kind === 'percent') {
    const percent = Number(text.replace(',', '.'));
    return Number.isFinite(percent) ? Math.round(percent * 100) : Number.NaN;
  }
  const parsed = parseMoney(text, currencyOf(currency));
  return parsed.ok ? parsed.minor : Number.NaN;
}

/** What the API receives, for the domain schema to judge as it will. */
export function toOfferInput(values: OfferFormValues, currency?: string): OfferCreateInput {
  return {
    titleEn: values.titleEn,
    titleAr: values.titleAr,
    bodyEn: values.bodyEn,
    bodyAr: values.bodyAr,
    discount: { kind: values.discount.kind, value: discountValue(values, currency) },
    validFrom: values.validFrom,
    validUntil: values.validUntil,
    categories: values.categories,
    promoCode: values.promoCode.trim() === '' ? null : values.promoCode,
    active: values.active,
    featuredOrder: values.featuredOrder === '' ? 0 : Number(values.featuredOrder),
    oncePerCustomer: values.oncePerCustomer,
    firstBookingOnly: values.firstBookingOnly,
    maxRedemptions: values.maxRedemptions === '' ? null : Number(values.maxRedemptions),
  };
}

/** Only what changed, so an edit never rewrites what someone else changed meanwhile. */
export function changedOfferFields(input: OfferCreateInput, offer: OfferView): OfferUpdateInput {
  const body: OfferUpdateInput = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const stored: OfferCreateInput = {
    titleEn: offer.titleEn,
    titleAr: offer.titleAr,
    bodyEn: offer.bodyEn ?? '',
    bodyAr: offer.bodyAr ?? '',
    discount: offer.discount,
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    categories: offer.categories,
    promoCode: offer.promoCode,
    active: offer.active,
    featuredOrder: offer.featuredOrder,
    oncePerCustomer: offer.oncePerCustomer,
    firstBookingOnly: offer.firstBookingOnly,
    maxRedemptions: offer.maxRedemptions,
  };
  for (const key of Object.keys(input) as (keyof OfferCreateInput)[]) {
    if (!same(input[key], stored[key])) Object.assign(body, { [key]: input[key] });
  }
  return body;
}

import type { LookupView, LookupUpdateInput } from '@motorpool/domain/schemas/lookup';
import {
  initialPriceFields,
  isAddOnType,
  priceValue,
  samePrice,
  type PriceFields,
} from './lookup-price.ts';

/** `value` is typed as text, except for the add-on types, whose price fields make it. */
export type LookupFormValues = PriceFields & {
  name: string;
  nameAr: string;
  type: string;
  code: string;
  category: string;
  description: string;
  value: string;
  isActive: boolean;
  sortOrder: number | string;
};

export const lookupFormFields = [
  'name',
  'nameAr',
  'type',
  'code',
  'category',
  'description',
  'value',
  'price',
  'priceUnit',
  'isActive',
  'sortOrder',
] as const;

export function initialLookupValues(
  currency: string,
  lookup?: LookupView,
  type?: string,
): LookupFormValues {
  return {
    ...initialPriceFields(lookup?.value, currency),
    name: lookup?.name ?? '',
    nameAr: lookup?.nameAr ?? '',
    type: lookup?.type ?? type ?? '',
    code: lookup?.code ?? '',
    category: lookup?.category ?? '',
    description: lookup?.description ?? '',
    value: lookup?.value ?? '',
    isActive: lookup?.isActive ?? true,
    sortOrder: lookup?.sortOrder ?? 0,
  };
}

// Code shape: the type and the name's Latin letters and digits in upper case joined
// by underscores ("VEHICLE_TYPE" + "Sport utility" -> VEHICLE_TYPE_SPORT_UTILITY).
export function suggestCode(type: string, name: string): string {
  const words = (text: string) =>
    text
      .normalize('NFKD')
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter(Boolean);
  const parts = [...words(type), ...words(name)];
  const code = parts.join('_');
  return /^[0-9]/.test(code) ? `X_${code}` : code;
}

// Form values -> the body the domain schema checks: blank optional texts are left out, an
// add-on's value is its price (left out while the price is not a valid amount).
export function toLookupInput(values: LookupFormValues, currency: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name,
    type: values.type,
    code: values.code,
    isActive: values.isActive,
    sortOrder: values.sortOrder === '' ? undefined : Number(values.sortOrder),
  };
  for (const key of ['nameAr', 'category', 'description'] as const) {
    if (values[key].trim() !== '') body[key] = values[key];
  }
  if (isAddOnType(values.type)) {
    const price = priceValue(values, currency);
    if (price.ok) body.value = price.value;
  } else if (values.value.trim() !== '') body.value = values.value;
  return body;
}

// PATCH only what changed; a cleared optional text is sent as '' so the server empties it, and
// an unchanged price is not rewritten (a bare `4500` stays as it is).
export function changedLookupFields(
  parsed: LookupUpdateInput,
  values: LookupFormValues,
  lookup: LookupView,
): LookupUpdateInput {
  const body: LookupUpdateInput = {};
  if (parsed.name !== undefined && parsed.name !== lookup.name) body.name = parsed.name;
  if (parsed.type !== undefined && parsed.type !== lookup.type) body.type = parsed.type;
  if (parsed.code !== undefined && parsed.code !== lookup.code) body.code = parsed.code;
  if (parsed.isActive !== undefined && parsed.isActive !== lookup.isActive)
    body.isActive = parsed.isActive;
  if (parsed.sortOrder !== undefined && parsed.sortOrder !== lookup.sortOrder)
    body.sortOrder = parsed.sortOrder;
  for (const key of ['nameAr', 'category', 'description'] as const) {
    const next = values[key].trim();
    if (next !== (lookup[key] ?? '')) body[key] = parsed[key] ?? '';
  }
  if (isAddOnType(values.type)) {
    if (parsed.value !== undefined && !samePrice(parsed.value, lookup.value))
      body.value = parsed.value;
  } else if (values.value.trim() !== (lookup.value ?? '')) body.value = parsed.value ?? '';
  return body;
}

import { addOnPriceOf, addOnPriceValue } from '@motorpool/domain/add-on-price';
import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';
import { addOnLookupTypes, type AddOnUnit } from '@motorpool/domain/schemas/reservation';

/** The add-on types (insurance options, extras): their `value` is a price (add-on-price.ts). */
export function isAddOnType(type: string): boolean {
  return (addOnLookupTypes as readonly string[]).includes(type);
}

/** The price fields of the lookup form: the amount as typed in major units, and its unit. */
export type PriceFields = { price: number | string; priceUnit: AddOnUnit };

const currencyOf = (currency: string) => (isCurrency(currency) ? currency : defaultCurrency);

// A value that is no price leaves the amount blank; a bare integer is a price per day.
export function initialPriceFields(
  value: string | null | undefined,
  currency: string,
): PriceFields {
  const price = addOnPriceOf(value);
  return price
    ? { price: formatMinor(price.price, currencyOf(currency)), priceUnit: price.unit }
    : { price: '', priceUnit: 'day' };
}

export type PriceProblem = 'priceRequired' | 'priceInvalid';

type PriceResult = { ok: true; value: string } | { ok: false; problem: PriceProblem };

// The typed amount as the lookup value `{"price": <minor units>, "unit": ...}`.
export function priceValue(fields: PriceFields, currency: string): PriceResult {
  const typed = String(fields.price).trim();
  if (typed === '') return { ok: false, problem: 'priceRequired' };
  const parsed = parseMoney(typed, currencyOf(currency));
  if (!parsed.ok || parsed.minor < 0) return { ok: false, problem: 'priceInvalid' };
  return { ok: true, value: addOnPriceValue({ price: parsed.minor, unit: fields.priceUnit }) };
}

/** Whether two lookup values carry the same price (`4500` and `{"price":4500,"unit":"day"}` do). */
export function samePrice(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = addOnPriceOf(a);
  const right = addOnPriceOf(b);
  return left !== null && right !== null && left.price === right.price && left.unit === right.unit;
}

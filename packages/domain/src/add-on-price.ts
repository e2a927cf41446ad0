// The price of an add-on (an INSURANCE_OPTION or EXTRA lookup), read from the lookup's `value`.
// Format: JSON `{"price": 2500, "unit": "day"}`: price in minor units of the company's
// currency (a non-negative integer), unit `day` (charged per rental day) or `rental` (once).
// A bare non-negative integer such as `4500` is read as a price per day. Anything else is no
// price, and a lookup without a price is not offered as an add-on.
import { type AddOnUnit, addOnUnits } from './schemas/reservation.ts';

export type AddOnPrice = { price: number; unit: AddOnUnit };

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function addOnPriceOf(value: string | null | undefined): AddOnPrice | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d{1,15}$/.test(text)) {
    const price = Number(text);
    return isPrice(price) ? { price, unit: 'day' } : null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { price, unit } = parsed as { price?: unknown; unit?: unknown };
  if (!isPrice(price)) return null;
  if (typeof unit !== 'string' || !(addOnUnits as readonly string[]).includes(unit)) return null;
  return { price, unit: unit as AddOnUnit };
}

/** The lookup value that addOnPriceOf reads back as this price. */
export const addOnPriceValue = (price: AddOnPrice): string => JSON.stringify(price);

// A staff discount is checked against the price it comes off, never quietly cut to it: more
// than the price is refused, and more than the company's share of it (`maxDiscountShareBp`)
// needs `reservations:discount`. Reservations and rentals both ask here.
import type { ValidationMessageKey } from './validation-messages.ts';

export type DiscountRefusal = {
  key: Extract<ValidationMessageKey, `reservation.discount${string}`>;
  params: Record<string, number>;
};

/**
 * Why `discount` (minor units) cannot come off `price` (the rental's subtotal, minor units),
 * or null when it can. `shareBp` is the company's largest share without the permission.
 */
export function discountRefusal(
  discount: number,
  price: number,
  shareBp: number,
  mayExceedShare: boolean,
): DiscountRefusal | null {
  if (discount <= 0) return null;
  if (discount > price) return { key: 'reservation.discountAbovePrice', params: {} };
  if (!mayExceedShare && discount * 10_000 > price * shareBp) {
    return { key: 'reservation.discountAboveShare', params: { percent: shareBp / 100 } };
  }
  return null;
}

// Loyalty points and tier (docs/product/customers.md). One point per whole unit of the
// company's currency paid for completed rentals, net of refunds; fractions of a unit earn
// nothing. The figures are derived, never typed in: callers pass what payments recorded.
export const loyaltyTiers = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyTier = (typeof loyaltyTiers)[number];

// The points a tier starts at, highest first so the first match wins.
export const loyaltyTierThresholds: readonly (readonly [LoyaltyTier, number])[] = [
  ['platinum', 20_000],
  ['gold', 5_000],
  ['silver', 1_000],
  ['bronze', 0],
];

/**
 * Points for `paidMinor` paid and `refundedMinor` refunded (both in minor units of a currency
 * whose minor-unit exponent is `currencyExponent`). Refunds beyond what was paid earn no
 * negative points.
 */
export function loyaltyPoints(
  paidMinor: number,
  refundedMinor: number,
  currencyExponent: number,
): number {
  const netMinor = Math.max(0, paidMinor - refundedMinor);
  return Math.floor(netMinor / 10 ** currencyExponent);
}

export function loyaltyTier(points: number): LoyaltyTier {
  for (const [tier, threshold] of loyaltyTierThresholds) {
    if (points >= threshold) return tier;
  }
  return 'bronze';
}

// A card is good through the last day of its expiry month; the month is judged in UTC so the
// card form and the API agree on the day a card runs out.
export function cardExpired(expiryMonth: number, expiryYear: number, now = new Date()): boolean {
  return expiryYear * 12 + expiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

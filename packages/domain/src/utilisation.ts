const dayMs = 86_400_000;

/**
 * The share of a car's days in service it spent rented, in percent with one decimal. Its service
 * began when it joined the fleet or, when earlier, when it first left on a rental (a car entered
 * after it started working); a car out right now counts its running leg, so the share is capped at
 * 100. A car in service less than a day is measured over one day.
 */
export function utilisationPercent(
  rentedDays: number,
  inServiceSince: { joined: Date; firstRented: Date | null },
  now: Date,
): number {
  const { joined, firstRented } = inServiceSince;
  const since = firstRented && firstRented < joined ? firstRented : joined;
  const daysInService = Math.max(1, (now.getTime() - since.getTime()) / dayMs);
  const share = Math.min(1, Math.max(0, rentedDays) / daysInService);
  return Math.round(share * 1000) / 10;
}

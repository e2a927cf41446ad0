// Consumption from a fuel log: the fuel put in after one full tank, up to and including the
// next full tank, burned over the distance between the two. Fill-ups before the first full
// tank, and after the last, measure nothing. A full tank a rental's return reads was filled by
// the renter, out of the log: it starts an interval but closes none.
export type FuelEntry = {
  odometerKm: number;
  litresMl: number;
  fullTank: boolean;
  /** a reading (a rental's return), not a fill-up */
  readingOnly?: boolean;
};

export type Consumption = { consumptionPer100Km: number | null; measuredKm: number };

/** `entries` oldest first. The answer has one decimal. */
export function fuelConsumption(entries: readonly FuelEntry[]): Consumption {
  let measuredMl = 0;
  let measuredKm = 0;
  let since: FuelEntry | null = null;
  let pendingMl = 0;
  for (const entry of entries) {
    if (since) pendingMl += entry.litresMl;
    if (!entry.fullTank) continue;
    if (since && !entry.readingOnly && entry.odometerKm > since.odometerKm) {
      measuredMl += pendingMl;
      measuredKm += entry.odometerKm - since.odometerKm;
    }
    since = entry;
    pendingMl = 0;
  }
  if (measuredKm === 0) return { consumptionPer100Km: null, measuredKm: 0 };
  const per100 = (measuredMl / 1000 / measuredKm) * 100;
  return { consumptionPer100Km: Math.round(per100 * 10) / 10, measuredKm };
}

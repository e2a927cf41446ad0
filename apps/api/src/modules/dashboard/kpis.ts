// The KPI tiles from the windows' figures: a period's ratio is the ratio of its sums, a standing
// figure (cars on rent, idle, fleet age) is the one at the window's end.
// Definitions: docs/product/dashboard.md.
import { type KpiKey, kpiKeys, kpiUnitOf, type KpiView } from '@motorpool/domain/schemas/dashboard';
import type { DayRange } from './period.ts';
import type { PresentFigures } from './present-figures.ts';
import type { WindowFigures } from './window-figures.ts';

const daySeconds = 86_400;
const monthSeconds = 30.4375 * daySeconds;

const ratio = (part: number, whole: number, scale: number) =>
  whole > 0 ? Math.round((part * scale) / whole) : null;

type Additive = Exclude<
  keyof WindowFigures,
  'k' | 'inService' | 'onRent' | 'idle' | 'fleet' | 'ageSeconds'
>;

/** The buckets' sums, with the fleet as it stood at the last bucket's end. */
export function periodTotal(buckets: WindowFigures[]): WindowFigures {
  const last = buckets[buckets.length - 1]!;
  const total = { ...last };
  for (const key of Object.keys(last) as (keyof WindowFigures)[]) {
    if (['k', 'inService', 'onRent', 'idle', 'fleet', 'ageSeconds'].includes(key)) continue;
    total[key as Additive] = buckets.reduce((sum, b) => sum + b[key as Additive], 0);
  }
  return total;
}

const figureOf: Record<
  Exclude<KpiKey, 'outstanding' | 'meanOdometer'>,
  (w: WindowFigures) => number | null
> = {
  utilisation: (w) => ratio(w.rentedSeconds, w.availableSeconds, 10_000),
  onRent: (w) => ratio(w.onRent, w.inService, 10_000),
  averageDailyRate: (w) => ratio(w.rentalRevenue, w.chargedDays, 1),
  revenuePerAvailableCarDay: (w) => ratio(w.rentalRevenue * daySeconds, w.availableSeconds, 1),
  revenue: (w) => w.revenue,
  averageRentalDays: (w) => ratio(w.chargedDays, w.rentals, 10),
  noShowRate: (w) => ratio(w.noShows, w.reservations, 10_000),
  cancellationRate: (w) => ratio(w.cancellations, w.reservations, 10_000),
  idleCars: (w) => w.idle,
  fleetAgeMonths: (w) => ratio(w.ageSeconds * 10, w.fleet * monthSeconds, 1),
  maintenanceCostShare: (w) => ratio(w.maintenanceCost, w.rentalRevenue, 10_000),
  damageRecovery: (w) => ratio(w.damageRecovered, w.damageCost, 10_000),
  newCustomers: (w) => w.newCustomers,
};

export function kpiViews(
  buckets: DayRange[],
  figures: WindowFigures[],
  present: Pick<PresentFigures, 'outstanding' | 'meanOdometer'>,
): KpiView[] {
  const current = figures.slice(0, buckets.length);
  const total = periodTotal(current);
  const previous = figures[buckets.length]!;
  return kpiKeys.map((key) => {
    const unit = kpiUnitOf[key];
    // Balances and odometers are kept as they stand, not as they stood: no history to compare.
    if (key === 'outstanding' || key === 'meanOdometer') {
      return { key, unit, value: present[key], previous: null, trend: [] };
    }
    const of = figureOf[key];
    return {
      key,
      unit,
      value: of(total),
      previous: of(previous),
      trend: current.map((w, i) => ({ bucket: buckets[i]!.from, value: of(w) })),
    };
  });
}

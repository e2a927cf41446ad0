import type { ChartBucket, DashboardView } from '@motorpool/domain/schemas/dashboard';
import { currencyExponent } from '@motorpool/domain/money';
import { isCurrency } from '@motorpool/domain/locale-lists';

/** A bucket's first day as its label: "12 Mar" for days and weeks, "Mar 2026" for months. */
export function bucketLabeller(bucket: ChartBucket, locale: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(
    locale,
    bucket === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  return (iso) => format.format(new Date(`${iso}T00:00:00Z`));
}

/** Minor units as the currency's major amount, the figure a chart's axis and a CSV cell hold. */
export function toMajor(minor: number, currency: string): number {
  const exponent = isCurrency(currency) ? currencyExponent(currency) : 2;
  return Number((minor / 10 ** exponent).toFixed(exponent));
}

/** Basis points as a percentage with one decimal (6543 → 65.4). */
export const bpToPercent = (bp: number) => Math.round(bp / 10) / 10;

type Charts = DashboardView['charts'];

/** Whether a chart has anything to draw: a series of zeros says nothing more than its absence. */
export function hasFigures(charts: Charts, chart: keyof Charts): boolean {
  switch (chart) {
    case 'revenue':
      return charts.revenue.some((point) => point.revenue !== 0);
    case 'utilisation':
      return charts.utilisation.some((point) => point.utilisation !== null);
    case 'fleetByStatus':
      return charts.fleetByStatus.some((row) => row.count > 0);
    case 'reservationsBySource':
      return charts.reservationsBySource.some((row) => row.count > 0);
    case 'revenueByBranch':
      return charts.revenueByBranch.length > 0;
  }
}

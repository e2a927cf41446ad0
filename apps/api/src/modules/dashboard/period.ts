// The reader's period as calendar days in the company's time zone, the period of the same length
// just before it, and the buckets its charts and trends are cut into.
// See docs/product/dashboard.md (periods).
import {
  type ChartBucket,
  type DashboardPeriod,
  type DashboardQuery,
  maxDashboardRangeDays,
} from '@motorpool/domain/schemas/dashboard';
import { fieldError } from '../../lib/http-errors.ts';

/** Calendar days as ISO dates (YYYY-MM-DD), both ends included. */
export type DayRange = { from: string; to: string };

export type ResolvedPeriod = DayRange & {
  period: DashboardPeriod;
  previousFrom: string;
  previousTo: string;
  bucket: ChartBucket;
  /** the period cut into buckets, oldest first (the last may be shorter) */
  buckets: DayRange[];
};

const dayMs = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => toDay(msOf(day) + days * dayMs);
export const daysBetween = (from: string, to: string) =>
  Math.round((msOf(to) - msOf(from)) / dayMs);

/** The calendar day it is at `now` in the zone. */
export function dayInZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function monthStart(day: string, monthsAhead = 0): string {
  const d = new Date(msOf(day));
  return toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthsAhead, 1));
}

function customRange(q: DashboardQuery): DayRange {
  if (!q.from || !q.to) throw fieldError(q.from ? 'to' : 'from', 'dashboard.rangeIncomplete');
  if (q.from > q.to) throw fieldError('from', 'dashboard.rangeReversed');
  if (daysBetween(q.from, q.to) + 1 > maxDashboardRangeDays) {
    throw fieldError('to', 'dashboard.rangeTooLong', { params: { days: maxDashboardRangeDays } });
  }
  return { from: q.from, to: q.to };
}

function rangeOf(period: DashboardPeriod, today: string, weekStart: number, q: DashboardQuery) {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      const back = (new Date(msOf(today)).getUTCDay() - weekStart + 7) % 7;
      const from = addDays(today, -back);
      return { from, to: addDays(from, 6) };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: addDays(monthStart(today, 1), -1) };
    case 'lastMonth':
      return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'custom':
      return customRange(q);
  }
}

// Days for a month or less, weeks (from the period's first day) up to a quarter, else months.
function bucketOf(days: number): ChartBucket {
  if (days <= 31) return 'day';
  return days <= 92 ? 'week' : 'month';
}

function cut(range: DayRange, bucket: ChartBucket): DayRange[] {
  const buckets: DayRange[] = [];
  for (let from = range.from; from <= range.to;) {
    const next =
      bucket === 'day'
        ? addDays(from, 1)
        : bucket === 'week'
          ? addDays(from, 7)
          : monthStart(from, 1);
    const to = addDays(next, -1) < range.to ? addDays(next, -1) : range.to;
    buckets.push({ from, to });
    from = next;
  }
  return buckets;
}

export function resolvePeriod(q: DashboardQuery, now: Date, timeZone: string): ResolvedPeriod {
  const period = q.period ?? (q.from || q.to ? 'custom' : 'thisMonth');
  const range = rangeOf(period, dayInZone(now, timeZone), Number(q.weekStart ?? '1'), q);
  const length = daysBetween(range.from, range.to) + 1;
  const bucket = bucketOf(length);
  return {
    period,
    ...range,
    previousFrom: addDays(range.from, -length),
    previousTo: addDays(range.from, -1),
    bucket,
    buckets: cut(range, bucket),
  };
}

import {
  dashboardPeriods,
  maxDashboardRangeDays,
  type DashboardPeriod,
} from '@motorpool/domain/schemas/dashboard';

/** What the reader chose, as kept in the address: `?period=custom&from=…&to=…&branch=…`. */
export type DashboardFilters = {
  period: DashboardPeriod;
  from: string;
  to: string;
  branchId: string;
};

export const defaultPeriod: DashboardPeriod = 'thisMonth';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && isoDay.test(value) ? value : '');

const isPeriod = (value: string | null): value is DashboardPeriod =>
  (dashboardPeriods as readonly (string | null)[]).includes(value);

export function readFilters(params: URLSearchParams): DashboardFilters {
  const period = params.get('period');
  return {
    period: isPeriod(period) ? period : defaultPeriod,
    from: day(params.get('from')),
    to: day(params.get('to')),
    branchId: params.get('branch') ?? '',
  };
}

/** The address for these filters; the default period and empty values are left out. */
export function writeFilters(current: URLSearchParams, filters: DashboardFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['period', 'from', 'to', 'branch']) next.delete(key);
  if (filters.period !== defaultPeriod) next.set('period', filters.period);
  if (filters.period === 'custom') {
    if (filters.from) next.set('from', filters.from);
    if (filters.to) next.set('to', filters.to);
  }
  if (filters.branchId) next.set('branch', filters.branchId);
  return next;
}

const dayMs = 86_400_000;

/** What is wrong with a custom range, or null when it can be asked for (or is not filled in). */
export function rangeProblem(from: string, to: string): 'order' | 'length' | null {
  if (!from || !to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
  if (days < 1) return 'order';
  return days > maxDashboardRangeDays ? 'length' : null;
}

/** A custom range is asked for only once both of its days are filled in and make a range. */
export function isComplete(filters: DashboardFilters): boolean {
  if (filters.period !== 'custom') return true;
  return (
    filters.from !== '' && filters.to !== '' && rangeProblem(filters.from, filters.to) === null
  );
}

/**
 * The API's query: weeks start on Saturday for Arabic readers and on Monday otherwise, so "this
 * week" is the week the reader's calendar shows.
 */
export function toApiQuery(filters: DashboardFilters, language: string): URLSearchParams {
  const query = new URLSearchParams({ period: filters.period });
  if (filters.period === 'custom') {
    query.set('from', filters.from);
    query.set('to', filters.to);
  }
  if (filters.branchId) query.set('branchId', filters.branchId);
  query.set('weekStart', language === 'ar' ? '6' : '1');
  return query;
}

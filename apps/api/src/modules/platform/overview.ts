// The platform's overview: every company by status and plan, and what they added in a period
// beside the period before it (GET /platform/overview). Revenue stays per currency.
import type {
  PlatformOverviewQuery,
  PlatformOverviewView,
} from '@motorpool/domain/schemas/platform-dashboard';
import { tenantPlans, tenantStatuses } from '@motorpool/domain/value-lists';
import type { Database } from '../../db/engine.ts';
import { fieldError } from '../../lib/http-errors.ts';
import {
  type CompanyFigures,
  companyFigures,
  companyRows,
  type Window,
} from './overview-figures.ts';

const dayMs = 86_400_000;
const periodDays = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** The period asked for (from/to are whole UTC days, `to` included), and the one before it. */
export function overviewWindow(q: PlatformOverviewQuery, now: Date): Window {
  if (q.from || q.to) {
    if (!q.from || !q.to) {
      throw fieldError(q.from ? 'to' : 'from', 'platform.overviewRangeIncomplete');
    }
    const from = new Date(`${q.from}T00:00:00Z`);
    const to = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + dayMs);
    if (to <= from) throw fieldError('to', 'platform.overviewRangeReversed');
    return { from, to, previousFrom: new Date(from.getTime() - (to.getTime() - from.getTime())) };
  }
  const length = periodDays[q.period ?? '30d'] * dayMs;
  return {
    to: now,
    from: new Date(now.getTime() - length),
    previousFrom: new Date(now.getTime() - 2 * length),
  };
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export async function platformOverview(
  database: Database,
  q: PlatformOverviewQuery,
  now: Date,
): Promise<PlatformOverviewView> {
  const w = overviewWindow(q, now);
  const companies = await companyRows(database.db);
  const byStatus = zeroes(tenantStatuses);
  const byPlan = zeroes(tenantPlans);
  const added = (from: Date, to: Date) =>
    companies.filter((c) => c.createdAt >= from && c.createdAt < to).length;
  const sum = { users: [0, 0, 0], customers: [0, 0, 0], vehicles: [0, 0, 0], bookings: [0, 0] };
  const revenue = new Map<string, { current: number; previous: number }>();
  for (const company of companies) {
    byStatus[company.status] += 1;
    byPlan[company.plan] += 1;
    const figures: CompanyFigures = await database.withTenant(company.id, (tx) =>
      companyFigures(tx, company.id, w),
    );
    for (const key of ['users', 'customers', 'vehicles', 'bookings'] as const) {
      figures[key].forEach((n, i) => (sum[key][i]! += Number(n)));
    }
    for (const r of figures.revenue) {
      const kept = revenue.get(r.currency) ?? { current: 0, previous: 0 };
      revenue.set(r.currency, {
        current: kept.current + r.current,
        previous: kept.previous + r.previous,
      });
    }
  }
  const growth = ([total, current, previous]: number[]) => ({
    total: total ?? 0,
    current: current ?? 0,
    previous: previous ?? 0,
  });
  return {
    period: {
      from: w.from.toISOString(),
      to: w.to.toISOString(),
      previousFrom: w.previousFrom.toISOString(),
    },
    companies: {
      total: companies.length,
      current: added(w.from, w.to),
      previous: added(w.previousFrom, w.from),
      byStatus,
      byPlan,
    },
    users: growth(sum.users),
    customers: growth(sum.customers),
    vehicles: growth(sum.vehicles),
    bookings: { current: sum.bookings[0] ?? 0, previous: sum.bookings[1] ?? 0 },
    revenue: [...revenue].map(([currency, r]) => ({ currency, ...r })),
  };
}

// The dashboard and the reports: whose figures a reader sees, for which days, read in one
// transaction of the company. See docs/product/dashboard.md.
import type {
  DashboardQuery,
  DashboardView,
  ReportName,
  ReportQuery,
} from '@motorpool/domain/schemas/dashboard';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/engine.ts';
import { branchScopeOf } from '../../lib/branch-scope.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { kpiViews } from './kpis.ts';
import { dayInZone, resolvePeriod, type ResolvedPeriod } from './period.ts';
import type { DashboardDeps } from './ports.ts';
import { presentFigures } from './present-figures.ts';
import { reportRows } from './report-queries.ts';
import { type FigureScope, planForFigures, rowsOf } from './scope.ts';
import type { FigureRow } from './day-figures.ts';
import { type WindowFigures, windowFigures } from './window-figures.ts';

async function branchInCompany(tx: Tx, branchId: string): Promise<boolean> {
  const found = await tx.execute(sql`select 1 from branches where id = ${branchId}`);
  return rowsOf(found).length > 0;
}

export function createDashboardService(database: Database, deps: DashboardDeps) {
  // A reader kept to a branch sees it alone; any other branch, like another company's, is 404.
  async function scopeOf(tx: Tx, c: TenantCaller, q: DashboardQuery, timeZone: string) {
    const own = branchScopeOf(c);
    const branchId = own ?? q.branchId ?? null;
    const foreign = own !== null && q.branchId !== undefined && q.branchId !== own;
    if (foreign || (branchId && !(await branchInCompany(tx, branchId)))) {
      throw apiError('NOT_FOUND', 'error.branchNotFound');
    }
    const scope: FigureScope = {
      tenantId: c.tenantId,
      branchId,
      category: q.category ?? null,
      timeZone,
      now: deps.now(),
    };
    return scope;
  }

  async function setting(c: TenantCaller, q: DashboardQuery) {
    const [timeZone, currency] = await Promise.all([
      deps.timeZoneOf(c.tenantId),
      deps.currencyOf(c.tenantId),
    ]);
    return { timeZone, currency, period: resolvePeriod(q, deps.now(), timeZone) };
  }

  return {
    async summary(c: TenantCaller, q: DashboardQuery): Promise<DashboardView> {
      const { timeZone, currency, period } = await setting(c, q);
      return database.withTenant(c.tenantId, async (tx) => {
        const scope = await scopeOf(tx, c, q, timeZone);
        const previous = { from: period.previousFrom, to: period.previousTo };
        await planForFigures(tx);
        const { figures, rows } = await windowFigures(tx, scope, [...period.buckets, previous]);
        const present = await presentFigures(tx, scope, dayInZone(scope.now, timeZone));
        const kpis = kpiViews(period.buckets, figures, present);
        const current = figures.slice(0, period.buckets.length);
        const inPeriod = rows.filter((row) => row.k < period.buckets.length);
        return {
          period: periodView(period, timeZone),
          currency,
          branchId: scope.branchId,
          kpis,
          lengthMix: sumMix(current),
          today: {
            pickupsDue: present.pickupsDue,
            returnsDue: present.returnsDue,
            overdue: present.overdue,
            carsReady: present.carsReady,
            carsNotReady: present.carsNotReady,
          },
          charts: {
            revenue: current.map((w, i) => ({
              bucket: period.buckets[i]!.from,
              revenue: w.revenue,
            })),
            utilisation: kpis
              .find((k) => k.key === 'utilisation')!
              .trend.map((t) => ({ bucket: t.bucket, utilisation: t.value })),
            fleetByStatus: present.fleetByStatus,
            reservationsBySource: bySource(current),
            revenueByBranch: await revenueByBranch(tx, inPeriod),
          },
        };
      });
    },

    async report(c: TenantCaller, name: ReportName, q: ReportQuery, page: number, limit: number) {
      const { timeZone, currency, period } = await setting(c, q);
      return database.withTenant(c.tenantId, async (tx) => {
        const scope = await scopeOf(tx, c, q, timeZone);
        await planForFigures(tx);
        const rows = await reportRows(tx, scope, name, period, { page, limit });
        return { ...rows, currency, timeZone, period };
      });
    },
  };
}

const periodView = (p: ResolvedPeriod, timeZone: string) => ({
  period: p.period,
  from: p.from,
  to: p.to,
  previousFrom: p.previousFrom,
  previousTo: p.previousTo,
  bucket: p.bucket,
  timeZone,
});

function bySource(windows: WindowFigures[]) {
  const sum = (key: 'backOfficeBookings' | 'customerAreaBookings') =>
    windows.reduce((total, w) => total + w[key], 0);
  return [
    { source: 'back_office' as const, count: sum('backOfficeBookings') },
    { source: 'customer_area' as const, count: sum('customerAreaBookings') },
  ].filter((g) => g.count > 0);
}

// Money counts for the pickup branch of the booking it was paid for.
async function revenueByBranch(tx: Tx, rows: FigureRow[]) {
  const byBranch = new Map<string, number>();
  for (const row of rows) {
    if (row.pickupBranchId === null || row.revenue === 0) continue;
    byBranch.set(row.pickupBranchId, (byBranch.get(row.pickupBranchId) ?? 0) + row.revenue);
  }
  if (byBranch.size === 0) return [];
  const ids = sql.join(
    [...byBranch.keys()].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const names = rowsOf(
    await tx.execute(sql`select id, name from branches where id in (${ids}) order by name`),
  );
  return names.map((b) => ({
    branchId: String(b.id),
    branchName: String(b.name),
    revenue: byBranch.get(String(b.id))!,
  }));
}

function sumMix(windows: { oneDay: number; twoToFive: number; overFive: number }[]) {
  return windows.reduce(
    (mix, w) => ({
      oneDay: mix.oneDay + w.oneDay,
      twoToFive: mix.twoToFive + w.twoToFive,
      overFive: mix.overFive + w.overFive,
    }),
    { oneDay: 0, twoToFive: 0, overFive: 0 },
  );
}

export type DashboardService = ReturnType<typeof createDashboardService>;

// The stored days: each finished day's figures (day-figures.ts) kept per company, branch pair and
// category, so that a period reads a row per day and group instead of its rentals and payments.
// Writes mark the spans of time they change (the database's triggers, in their own
// transactions); before reading, the stale days are dropped and the days missing are computed
// from the source rows, one company at a time. See docs/product/dashboard.md (speed).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { dashboardDayFigures, dashboardDays } from '../../db/schema/index.ts';
import {
  columnOf,
  dayFigures,
  type DayMeasure,
  dayMeasures,
  type FigureRow,
} from './day-figures.ts';
import { addDays, daysBetween } from './period.ts';
import { rowsOf } from './scope.ts';

const startOf = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** Drops the stored days that writes have changed since they were computed. */
async function dropStaleDays(tx: Tx, tenantId: string, timeZone: string) {
  // Each span becomes the stored days it touches (an open span: every stored day from its
  // start), found once per day however many spans touch it.
  await tx.execute(sql`
    with bounds as (select min(day) as first, max(day) as last from dashboard_days
        where tenant_id = ${tenantId}),
      spans as (delete from dashboard_stale where tenant_id = ${tenantId} returning lo, hi),
      touched as (
        select distinct g.day::date as day from spans s, bounds b,
          generate_series(greatest((s.lo at time zone ${timeZone})::date, b.first),
            least(case when s.hi = 'infinity' then b.last
              else (s.hi at time zone ${timeZone})::date end, b.last), interval '1 day') g(day)
        where b.first is not null),
      gone as (delete from dashboard_days d using touched t
        where d.tenant_id = ${tenantId} and d.day = t.day returning d.day)
    delete from dashboard_day_figures f using gone
    where f.tenant_id = ${tenantId} and f.day = gone.day`);
  // A day cut in another time zone is not the company's day any more.
  await tx.execute(sql`
    with gone as (delete from dashboard_days
        where tenant_id = ${tenantId} and time_zone <> ${timeZone} returning day)
    delete from dashboard_day_figures f using gone
    where f.tenant_id = ${tenantId} and f.day = gone.day`);
}

/** Runs of consecutive days, each as its first and last day. */
function runsOf(days: string[]): { from: string; to: string }[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

async function storeDays(tx: Tx, tenantId: string, timeZone: string, from: string, to: string) {
  const count = daysBetween(from, to) + 1;
  const windows = Array.from({ length: count }, (_, k) => {
    const day = addDays(from, k);
    return { k, lo: startOf(day, timeZone), hi: startOf(addDays(day, 1), timeZone) };
  });
  const rows = await dayFigures(
    tx,
    tenantId,
    windows,
    startOf(from, timeZone),
    startOf(addDays(to, 1), timeZone),
  );
  const seconds = new Set<DayMeasure>(['availableSeconds', 'rentedSeconds', 'ageSeconds']);
  const stored = rows.map((r) => ({
    tenantId,
    day: addDays(from, r.k),
    pickupBranchId: r.pickupBranchId,
    returnBranchId: r.returnBranchId,
    category: r.category,
    ...Object.fromEntries(dayMeasures.map((m) => [m, seconds.has(m) ? String(r[m]) : r[m]])),
  })) as (typeof dashboardDayFigures.$inferInsert)[];
  for (let at = 0; at < stored.length; at += 500) {
    await tx.insert(dashboardDayFigures).values(stored.slice(at, at + 500));
  }
  const days = Array.from({ length: count }, (_, k) => ({
    tenantId,
    day: addDays(from, k),
    timeZone,
  }));
  await tx.insert(dashboardDays).values(days);
}

/**
 * Brings the company's stored days from `from` to `to` (finished days only) up to date. One
 * company's refresh at a time: a second waits, then finds the days the first stored.
 */
export async function refreshDays(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  from: string,
  to: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`dashboard:${tenantId}`}, 0))`,
  );
  await dropStaleDays(tx, tenantId, timeZone);
  if (from > to) return;
  const missing = rowsOf(
    await tx.execute(sql`select to_char(g.day, 'YYYY-MM-DD') as day
      from generate_series(${from}::date, ${to}::date, interval '1 day') g(day)
      where not exists (select 1 from dashboard_days d
        where d.tenant_id = ${tenantId} and d.day = g.day::date)
      order by 1`),
  ).map((row) => String(row.day));
  const runs = runsOf(missing);
  // Scattered days are computed as one span: a statement per run costs more past a few runs.
  const spans = runs.length > 6 ? [{ from: runs[0]!.from, to: runs[runs.length - 1]!.to }] : runs;
  for (const span of spans) {
    if (spans.length === 1 && runs.length > 6) {
      await tx.execute(sql`
        with gone as (delete from dashboard_days where tenant_id = ${tenantId}
            and day between ${span.from}::date and ${span.to}::date returning day)
        delete from dashboard_day_figures f using gone
        where f.tenant_id = ${tenantId} and f.day = gone.day`);
    }
    await storeDays(tx, tenantId, timeZone, span.from, span.to);
  }
}

export type DayRangeK = { k: number; from: string; to: string };

/** The stored rows of the days from `from` to `to`, summed per window, for the rows in scope. */
export async function storedWindowRows(
  tx: Tx,
  tenantId: string,
  windows: DayRangeK[],
  from: string,
  to: string,
): Promise<FigureRow[]> {
  if (windows.length === 0 || from > to) return [];
  // The windows are contiguous and in order: a day's window is found by its place among their
  // first days, not by comparing every row with every window.
  const ordered = [...windows].sort((x, y) => (x.from < y.from ? -1 : 1));
  const list = (values: (string | number)[], type: 'date' | 'int') =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  const firsts = list(
    ordered.map((w) => w.from),
    'date',
  );
  const ks = list(
    ordered.map((w) => w.k),
    'int',
  );
  const lasts = list(
    ordered.map((w) => w.to),
    'date',
  );
  const sums = sql.raw(
    dayMeasures
      .map((m) =>
        ['inService', 'onRent', 'idle', 'fleet', 'ageSeconds'].includes(m)
          ? `coalesce(sum(f.${columnOf(m)}) filter (where f.day = b.last), 0) as "${m}"`
          : `coalesce(sum(f.${columnOf(m)}), 0) as "${m}"`,
      )
      .join(', '),
  );
  const result = await tx.execute(sql`
    select b.k, f.pickup_branch_id as "pickupBranchId", f.return_branch_id as "returnBranchId",
      f.category, ${sums}
    from dashboard_day_figures f
      cross join lateral (select width_bucket(f.day, ${firsts}) as p) w
      cross join lateral (select (${ks})[w.p] as k, (${lasts})[w.p] as last) b
    where f.tenant_id = ${tenantId} and f.day >= ${from}::date and f.day <= ${to}::date
      and f.day <= b.last
    group by 1, 2, 3, 4`);
  return rowsOf(result).map((row) => {
    const out: Record<string, unknown> = {
      k: Number(row.k),
      pickupBranchId: row.pickupBranchId ?? null,
      returnBranchId: row.returnBranchId ?? null,
      category: row.category ?? null,
    };
    for (const m of dayMeasures) out[m] = Number(row[m]);
    return out as FigureRow;
  });
}

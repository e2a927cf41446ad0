// The figures of every window (each bucket of the period, and the period before): the stored
// finished days (rollups.ts) summed per window, and today until now computed from the source
// rows, kept to the reader's scope. Sums add up across windows (seconds, money, counts), so a
// period's ratio is its sums' ratio; the fleet is as it stood at each window's end.
// Definitions: docs/product/dashboard.md.
import type { Tx } from '../../db/engine.ts';
import { dayFigures, dayMeasures, type DayMeasure, type FigureRow } from './day-figures.ts';
import { addDays, type DayRange, dayInZone } from './period.ts';
import { refreshDays, storedWindowRows } from './rollups.ts';
import { dayStart, type FigureScope } from './scope.ts';
import { sql } from 'drizzle-orm';

export type WindowFigures = { k: number } & Record<DayMeasure, number>;

const standing: readonly DayMeasure[] = ['inService', 'onRent', 'idle', 'fleet', 'ageSeconds'];

/** A row the reader may see: a car of their branch and category, a booking touching the branch. */
export function inScope(row: FigureRow, s: FigureScope): boolean {
  const branch =
    !s.branchId || row.pickupBranchId === s.branchId || row.returnBranchId === s.branchId;
  return branch && (!s.category || row.category === s.category);
}

export type ScopedWindows = {
  /** per window, in the order given */
  figures: WindowFigures[];
  /** the rows in scope, each with its window's number (today's under the window holding it) */
  rows: FigureRow[];
};

/** Windows numbered by their place in `windows`, which never overlap. */
export async function windowFigures(
  tx: Tx,
  s: FigureScope,
  windows: DayRange[],
): Promise<ScopedWindows> {
  const today = dayInZone(s.now, s.timeZone);
  const numbered = windows.map((w, k) => ({ k, ...w }));
  const first = numbered.reduce((lo, w) => (w.from < lo ? w.from : lo), numbered[0]!.from);
  const last = numbered.reduce((hi, w) => (w.to > hi ? w.to : hi), numbered[0]!.to);
  const lastStored = last < today ? last : addDays(today, -1);
  await refreshDays(tx, s.tenantId, s.timeZone, first, lastStored);
  const stored = await storedWindowRows(tx, s.tenantId, numbered, first, lastStored);
  // Today has not finished: its figures come from the rows as they stand, until now.
  const holdingToday = numbered.find((w) => w.from <= today && today <= w.to);
  const reachesToday = numbered.some((w) => w.to >= today);
  const live = reachesToday
    ? await dayFigures(
        tx,
        s.tenantId,
        [{ k: 0, lo: dayStart(s, today), hi: sql`${s.now.toISOString()}::timestamptz` }],
        dayStart(s, today),
        sql`${s.now.toISOString()}::timestamptz`,
      )
    : [];
  const figures = numbered.map(({ k }) => {
    const out = { k } as WindowFigures;
    for (const m of dayMeasures) out[m] = 0;
    return out;
  });
  const add = (into: WindowFigures, row: FigureRow, measures: readonly DayMeasure[]) => {
    for (const m of measures) into[m] += row[m];
  };
  const additive = dayMeasures.filter((m) => !standing.includes(m) && m !== 'newCustomers');
  for (const row of stored) {
    figures[row.k]!.newCustomers += row.newCustomers;
    if (inScope(row, s)) add(figures[row.k]!, row, [...additive, ...standing]);
  }
  for (const row of live) {
    for (const w of numbered) {
      const into = figures[w.k]!;
      if (w === holdingToday) {
        into.newCustomers += row.newCustomers;
        if (inScope(row, s)) add(into, row, additive);
      }
      // a window that has not ended stands as things stand now
      if (w.to >= today && inScope(row, s)) add(into, row, standing);
    }
  }
  const rows = [
    ...stored.filter((row) => inScope(row, s)),
    ...(holdingToday
      ? live.filter((row) => inScope(row, s)).map((row) => ({ ...row, k: holdingToday.k }))
      : []),
  ];
  return { figures, rows };
}

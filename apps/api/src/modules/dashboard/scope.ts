// Which rows a dashboard figure counts: the company's, kept to one branch and one vehicle
// category when the reader is (or asks to be). A car is its branch's; a booking or rental the
// branches it is picked up at and returned to; a payment its booking's or rental's.
import { type SQL, sql } from 'drizzle-orm';
import type { VehicleCategory } from '@motorpool/domain/value-lists';
import type { Tx } from '../../db/engine.ts';

export type FigureScope = {
  tenantId: string;
  branchId: string | null;
  category: VehicleCategory | null;
  timeZone: string;
  now: Date;
};

const always = sql`true`;

/** Vehicles (alias given) in scope. */
export function vehicleScope(s: FigureScope, alias: string): SQL {
  const v = sql.identifier(alias);
  return sql`${v}.tenant_id = ${s.tenantId}
    and ${s.branchId ? sql`${v}.branch_id = ${s.branchId}` : always}
    and ${s.category ? sql`${v}.category = ${s.category}` : always}`;
}

/** Reservations or rentals (alias given) in scope. */
export function bookingScope(s: FigureScope, alias: string): SQL {
  const r = sql.identifier(alias);
  return sql`${r}.tenant_id = ${s.tenantId}
    and ${s.branchId ? sql`(${r}.pickup_branch_id = ${s.branchId} or ${r}.return_branch_id = ${s.branchId})` : always}
    and ${
      s.category
        ? sql`${r}.vehicle_id in (select c.id from vehicles c
            where c.tenant_id = ${s.tenantId} and c.category = ${s.category})`
        : always
    }`;
}

/**
 * Payments (alias given) in scope: with a branch or category, those whose booking is in scope, the
 * booking being the rental a payment was made against, else its reservation.
 */
export function paymentScope(s: FigureScope, alias: string): SQL {
  const p = sql.identifier(alias);
  if (!s.branchId && !s.category) return sql`${p}.tenant_id = ${s.tenantId}`;
  return sql`${p}.tenant_id = ${s.tenantId} and (
    ${p}.rental_id in (select sl.id from rentals sl where ${bookingScope(s, 'sl')})
    or (${p}.rental_id is null
      and ${p}.reservation_id in (select sr.id from reservations sr where ${bookingScope(s, 'sr')})))`;
}

/** A calendar day's first instant in the company's zone. */
export const dayStart = (s: FigureScope, day: string) =>
  sql`(${day}::date::timestamp at time zone ${s.timeZone})`;

/** The instant after a calendar day, never later than now: what has not happened is not counted. */
export const dayEnd = (s: FigureScope, day: string) =>
  sql`least((${day}::date + 1)::timestamp at time zone ${s.timeZone}, ${s.now.toISOString()}::timestamptz)`;

// A rental holds its car from the pickup to the return (until now while it is out).
export const hireStartText = (r: string) => `coalesce(${r}.actual_pickup_date, ${r}.pickup_date)`;
export const hireEndText = (r: string) => `coalesce(${r}.actual_return_date,
    case when ${r}.status = 'active' then 'infinity'::timestamptz else ${r}.return_date end)`;
export const hireStart = (r: string) => sql.raw(hireStartText(r));
export const hireEnd = (r: string) => sql.raw(hireEndText(r));
export const hired = (r: string) => sql.raw(`${r}.status in ('active', 'completed')`);

// What a work order cost: labour hours at its rate, parts, supplies and the rest.
/** Seconds two spans share: the latest start and the earliest end, given as SQL lists. */
export const overlapSeconds = (ends: string, starts: string) =>
  sql.raw(`greatest(0, extract(epoch from least(${ends}) - greatest(${starts})))`);

export const workOrderCost = (o: string) =>
  sql.raw(`(round(${o}.labor_hours * ${o}.labor_rate) + ${o}.parts_cost + ${o}.supplies_cost
    + ${o}.other_cost)`);

// Money that came in (a deposit only for its captured part) less what went back, each on the
// day it happened, from `lo` to before `hi`.
export function moneyMoves(s: FigureScope, lo: SQL, hi: SQL): SQL {
  return sql`(select coalesce(p.processed_at, p.created_at) as moved_at, p.id as payment_id,
      case when p.type = 'security_deposit' then p.captured_amount else p.amount end as amount
    from payments p where p.status in ('completed', 'refunded') and ${paymentScope(s, 'p')}
      and coalesce(p.processed_at, p.created_at) >= ${lo} and coalesce(p.processed_at, p.created_at) < ${hi}
    union all
    select f.created_at, p.id, -f.amount
    from payment_refunds f join payments p on p.tenant_id = f.tenant_id and p.id = f.payment_id
    where p.type <> 'security_deposit' and ${paymentScope(s, 'p')}
      and f.created_at >= ${lo} and f.created_at < ${hi})`;
}

/**
 * How the figures' statements are planned, for the rest of the transaction. The planner guesses a
 * thousand windows per row from each series of windows, and for a plan that dear it would compile
 * the statement (seconds, where running it takes milliseconds); several connections share the
 * cores, so one statement gets no parallel workers; and a period's sums per booking or car fit in
 * memory rather than spilling to disk.
 */
export const planForFigures = (tx: Tx) =>
  tx.execute(sql`select set_config('jit', 'off', true),
    set_config('max_parallel_workers_per_gather', '0', true), set_config('work_mem', '32MB', true)`);

/** The rows of a raw statement (both engines answer `{ rows }`). */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

// The figures of every window (each bucket of the period, and the period before), in one
// statement: sums that add up across windows (seconds, money, counts), so a period's ratio is
// its sums' ratio, and the fleet as it stood at each window's end.
// Definitions: docs/product/dashboard.md.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { DayRange } from './period.ts';
import {
  bookingScope,
  dayEnd,
  dayStart,
  type FigureScope,
  hireEnd,
  hireStart,
  hireStartText,
  hired,
  moneyMoves,
  overlapSeconds,
  rowsOf,
  vehicleScope,
  workOrderCost,
} from './scope.ts';

export type WindowFigures = {
  k: number;
  availableSeconds: number;
  rentedSeconds: number;
  revenue: number;
  rentalRevenue: number;
  chargedDays: number;
  rentals: number;
  oneDay: number;
  twoToFive: number;
  overFive: number;
  reservations: number;
  noShows: number;
  cancellations: number;
  maintenanceCost: number;
  damageCost: number;
  damageRecovered: number;
  newCustomers: number;
  inService: number;
  onRent: number;
  idle: number;
  fleet: number;
  ageSeconds: number;
};

const windowOf = (instant: string) => sql.raw(`e.ks[width_bucket(${instant}, e.lows)]`);

/** Windows numbered by their place in `windows`. */
export async function windowFigures(tx: Tx, s: FigureScope, windows: DayRange[]) {
  const values = sql.join(
    windows.map((w, k) => sql`(${k}::int, ${dayStart(s, w.from)}, ${dayEnd(s, w.to)})`),
    sql`, `,
  );
  const [spanLo, spanHi] = [sql`(select lo from span)`, sql`(select hi from span)`];
  const result = await tx.execute(sql`
    with w(k, lo, hi) as (values ${values}),
    span as (select min(lo) as lo, max(hi) as hi from w),
    -- the windows are contiguous (the period before ends where the first bucket starts), so an
    -- instant's window is found by its place among their starts
    edges as (select array_agg(lo order by lo) as lows, array_agg(k order by lo) as ks from w),
    fleet as (
      select v.id, v.created_at as joined,
        case when v.status = 'retired' then v.updated_at else 'infinity'::timestamptz end as left_at
      from vehicles v where ${vehicleScope(s, 'v')}),
    downtime as (
      select * from (select o.vehicle_id, o.started_at,
          case when o.status in ('completed', 'cancelled') then coalesce(o.completed_date, o.updated_at)
            else 'infinity'::timestamptz end as until
        from maintenance_work_orders o join fleet f on f.id = o.vehicle_id
        where o.tenant_id = ${s.tenantId} and o.started_at <= ${spanHi}) d
      where d.until > ${spanLo}),
    hires as (
      select * from (select r.vehicle_id, ${hireStart('r')} as started, ${hireEnd('r')} as ended,
          r.actual_return_date
        from rentals r join fleet f on f.id = r.vehicle_id
        where r.tenant_id = ${s.tenantId} and ${hired('r')} and ${hireStart('r')} <= ${spanHi}) h
      -- a return in the week before a window's end decides whether its car is idle
      where h.ended >= ${spanLo} - interval '7 days'),
    avail as (
      select w.k, sum(${overlapSeconds('w.hi, f.left_at', 'w.lo, f.joined')}) as s
      from w cross join fleet f group by w.k),
    down as (
      select w.k, sum(${overlapSeconds('w.hi, f.left_at, d.until', 'w.lo, f.joined, d.started_at')}) as s
      from w join downtime d on d.started_at < w.hi and d.until > w.lo
      join fleet f on f.id = d.vehicle_id group by w.k),
    -- a rental counts only while its car is in the fleet: the same bounds as its available time
    rented as (
      select w.k, sum(${overlapSeconds('w.hi, h.ended, f.left_at', 'w.lo, h.started, f.joined')}) as s
      from w join hires h on h.started < w.hi and h.ended > w.lo
      join fleet f on f.id = h.vehicle_id group by w.k),
    money as (
      select ${windowOf('m.moved_at')} as k, sum(m.amount) as revenue
      from edges e, ${moneyMoves(s, spanLo, spanHi)} m group by 1),
    booked as (
      select ${windowOf(hireStartText('r'))} as k, sum(r.total_amount - r.tax) as revenue, sum(r.days) as days, count(*) as n,
        count(*) filter (where r.days = 1) as one_day,
        count(*) filter (where r.days between 2 and 5) as two_to_five,
        count(*) filter (where r.days > 5) as over_five
      from edges e, rentals r
      where ${hired('r')} and ${bookingScope(s, 'r')}
        and ${hireStart('r')} >= ${spanLo} and ${hireStart('r')} < ${spanHi} group by 1),
    bookings as (
      select ${windowOf('r.pickup_date')} as k, count(*) as n,
        count(*) filter (where r.status = 'no_show') as no_shows,
        count(*) filter (where r.status = 'cancelled') as cancellations
      from edges e, reservations r
      where ${bookingScope(s, 'r')} and r.pickup_date >= ${spanLo} and r.pickup_date < ${spanHi}
      group by 1),
    upkeep as (
      select ${windowOf('o.completed_date')} as k, sum(${workOrderCost('o')}) as cost
      from edges e, maintenance_work_orders o join fleet f on f.id = o.vehicle_id
      where o.tenant_id = ${s.tenantId} and o.status = 'completed'
        and o.completed_date >= ${spanLo} and o.completed_date < ${spanHi} group by 1),
    damage as (
      select ${windowOf('d.reported_at')} as k,
        sum((select coalesce(sum(${workOrderCost('o')}), 0) from maintenance_work_orders o
          where o.tenant_id = d.tenant_id and o.damage_report_id = d.id and o.status <> 'cancelled')) as cost,
        sum((select coalesce(sum((c.line->>'amount')::bigint), 0)
          from rentals r, jsonb_array_elements(coalesce(r.charges, '[]'::jsonb)) c(line)
          where r.tenant_id = d.tenant_id and r.id = d.rental_id and c.line->>'kind' = 'damage')) as recovered
      from edges e, damage_reports d join fleet f on f.id = d.vehicle_id
      where d.reported_at >= ${spanLo} and d.reported_at < ${spanHi} group by 1),
    joined as (
      select ${windowOf('c.created_at')} as k, count(*) as n from edges e, customers c
      where c.tenant_id = ${s.tenantId} and c.created_at >= ${spanLo} and c.created_at < ${spanHi}
      group by 1),
    working as (
      select distinct w.k, d.vehicle_id from w join downtime d on d.started_at <= w.hi and d.until > w.hi),
    hiring as (
      select distinct w.k, h.vehicle_id from w join hires h on h.started <= w.hi and h.ended > w.hi),
    came_back as (
      select distinct w.k, h.vehicle_id from w join hires h
        on h.actual_return_date >= w.hi - interval '7 days' and h.actual_return_date <= w.hi),
    standing as (
      select w.k, w.hi, f.joined, wk.vehicle_id is not null as in_work,
        hr.vehicle_id is not null as on_hire, cb.vehicle_id is not null as back_lately
      from w join fleet f on f.joined <= w.hi and f.left_at > w.hi
      left join working wk on wk.k = w.k and wk.vehicle_id = f.id
      left join hiring hr on hr.k = w.k and hr.vehicle_id = f.id
      left join came_back cb on cb.k = w.k and cb.vehicle_id = f.id),
    snapshot as (
      select k, count(*) filter (where not in_work) as in_service,
        count(*) filter (where not in_work and on_hire) as on_rent,
        count(*) filter (where not in_work and not on_hire and not back_lately
          and joined < hi - interval '7 days') as idle,
        count(*) as fleet, coalesce(sum(extract(epoch from hi - joined)), 0) as age_s
      from standing group by k)
    select w.k,
      coalesce(avail.s, 0) - coalesce(down.s, 0) as "availableSeconds",
      coalesce(rented.s, 0) as "rentedSeconds",
      coalesce(money.revenue, 0) as revenue,
      coalesce(booked.revenue, 0) as "rentalRevenue", coalesce(booked.days, 0) as "chargedDays",
      coalesce(booked.n, 0) as rentals, coalesce(booked.one_day, 0) as "oneDay",
      coalesce(booked.two_to_five, 0) as "twoToFive", coalesce(booked.over_five, 0) as "overFive",
      coalesce(bookings.n, 0) as reservations, coalesce(bookings.no_shows, 0) as "noShows",
      coalesce(bookings.cancellations, 0) as cancellations,
      coalesce(upkeep.cost, 0) as "maintenanceCost",
      coalesce(damage.cost, 0) as "damageCost", coalesce(damage.recovered, 0) as "damageRecovered",
      coalesce(joined.n, 0) as "newCustomers",
      coalesce(snapshot.in_service, 0) as "inService", coalesce(snapshot.on_rent, 0) as "onRent",
      coalesce(snapshot.idle, 0) as idle, coalesce(snapshot.fleet, 0) as fleet,
      coalesce(snapshot.age_s, 0) as "ageSeconds"
    from w
      left join avail using (k) left join down using (k) left join rented using (k)
      left join money using (k) left join booked using (k) left join bookings using (k)
      left join upkeep using (k) left join damage using (k) left join joined using (k)
      left join snapshot using (k)
    order by w.k`);
  return rowsOf(result).map(
    (row) =>
      Object.fromEntries(Object.entries(row).map(([key, v]) => [key, Number(v)])) as WindowFigures,
  );
}

// The reports' rows: each report is one ordered query over the period and scope, read a page at
// a time (a count beside it), so no report loads a whole table.
// Definitions: docs/product/dashboard.md (reports).
import type { ReportValueList } from './report-values.ts';
import type { ReportName } from '@motorpool/domain/schemas/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { DayRange } from './period.ts';
import { owingBookings } from './present-figures.ts';
import {
  bookingScope,
  dayEnd,
  dayStart,
  type FigureScope,
  hireEndText,
  hireStart,
  hireStartText,
  hired,
  moneyMoves,
  overlapSeconds,
  rowsOf,
  vehicleScope,
  workOrderCost,
} from './scope.ts';

export type ReportColumnKind =
  'text' | 'count' | 'money' | 'bp' | 'date' | 'tenthDays' | ReportValueList;
export type ReportRow = Record<string, string | number | null>;

const numeric = new Set<ReportColumnKind>(['count', 'money', 'bp', 'tenthDays']);

type Report = { columns: [string, ReportColumnKind][]; source: SQL };

function reportOf(name: ReportName, s: FigureScope, p: DayRange): Report {
  const [from, to] = [dayStart(s, p.from), dayEnd(s, p.to)];
  const day = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${s.timeZone}, 'YYYY-MM-DD')`;
  const customer = sql.raw(`(select c.first_name || ' ' || c.last_name from customers c
    where c.tenant_id = r.tenant_id and c.id = r.customer_id)`);
  const plate = sql.raw(`(select v.license_plate from vehicles v
    where v.tenant_id = r.tenant_id and v.id = r.vehicle_id)`);
  switch (name) {
    case 'revenue':
      return {
        columns: [
          ['date', 'date'],
          ['received', 'money'],
          ['refunded', 'money'],
          ['net', 'money'],
        ],
        source: sql`select d.day::date::text as date,
            coalesce(sum(m.amount) filter (where m.amount > 0), 0) as received,
            coalesce(-sum(m.amount) filter (where m.amount < 0), 0) as refunded,
            coalesce(sum(m.amount), 0) as net, d.day::date::text as sort_key
          from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') d(day)
          left join ${moneyMoves(s, from, to)} m
            on m.moved_at >= (d.day::date::timestamp at time zone ${s.timeZone})
            and m.moved_at < ((d.day::date + 1)::timestamp at time zone ${s.timeZone})
          group by d.day`,
      };
    case 'utilisation':
      return {
        columns: [
          ['licensePlate', 'text'],
          ['vehicle', 'text'],
          ['category', 'category'],
          ['branch', 'text'],
          ['availableDays', 'tenthDays'],
          ['rentedDays', 'tenthDays'],
          ['utilisation', 'bp'],
        ],
        source: sql`select u.*, case when u.available_s > 0
            then round(u.rented_s * 10000 / u.available_s) end as utilisation,
            round(u.available_s / 8640) as "availableDays", round(u.rented_s / 8640) as "rentedDays",
            u."licensePlate" as sort_key
          from (select v.license_plate as "licensePlate", v.make || ' ' || v.model as vehicle,
              v.category, b.name as branch,
              ${overlapSeconds('w.hi, f.left_at', 'w.lo, v.created_at')} - coalesce((select sum(
                ${overlapSeconds('w.hi, f.left_at, d.until', 'w.lo, v.created_at, d.started_at')})
                from (select o.started_at, case when o.status in ('completed', 'cancelled')
                  then coalesce(o.completed_date, o.updated_at) else 'infinity'::timestamptz end as until
                  from maintenance_work_orders o where o.tenant_id = v.tenant_id
                  and o.vehicle_id = v.id and o.started_at is not null) d), 0) as available_s,
              coalesce((select sum(${overlapSeconds(`w.hi, ${hireEndText('r')}`, `w.lo, ${hireStartText('r')}`)})
                from rentals r where r.tenant_id = v.tenant_id and r.vehicle_id = v.id
                and ${hired('r')}), 0) as rented_s
            from vehicles v join branches b on b.tenant_id = v.tenant_id and b.id = v.branch_id
            cross join lateral (select case when v.status = 'retired' then v.updated_at
              else 'infinity'::timestamptz end as left_at) f
            cross join lateral (select ${from} as lo, ${to} as hi) w
            where ${vehicleScope(s, 'v')}) u`,
      };
    case 'rentals':
      return {
        columns: [
          ['rentalNumber', 'text'],
          ['customer', 'text'],
          ['licensePlate', 'text'],
          ['pickup', 'date'],
          ['return', 'date'],
          ['chargedDays', 'count'],
          ['revenue', 'money'],
          ['status', 'rentalStatus'],
        ],
        source: sql`select r.rental_number as "rentalNumber", ${customer} as customer,
            ${plate} as "licensePlate", ${day('coalesce(r.actual_pickup_date, r.pickup_date)')} as pickup,
            ${day('coalesce(r.actual_return_date, r.return_date)')} as return, r.days as "chargedDays",
            r.total_amount - r.tax as revenue, r.status, r.rental_number as sort_key
          from rentals r where ${hired('r')} and ${hireStart('r')} >= ${from}
            and ${hireStart('r')} < ${to} and ${bookingScope(s, 'r')}`,
      };
    case 'outstanding':
      return {
        columns: [
          ['reservationNumber', 'text'],
          ['customer', 'text'],
          ['pickup', 'date'],
          ['owed', 'money'],
          ['paid', 'money'],
          ['balance', 'money'],
        ],
        source: sql`select r.reservation_number as "reservationNumber", ${customer} as customer,
            ${day('r.pickup_date')} as pickup, r.owed, r.paid, r.owed - r.paid as balance,
            r.reservation_number as sort_key
          from ${owingBookings(s)} r where r.owed > r.paid`,
      };
    case 'maintenance-costs':
      return {
        columns: [
          ['workOrderNumber', 'text'],
          ['licensePlate', 'text'],
          ['type', 'workOrderType'],
          ['completed', 'date'],
          ['cost', 'money'],
        ],
        source: sql`select o.work_order_number as "workOrderNumber", v.license_plate as "licensePlate",
            o.type, ${day('o.completed_date')} as completed, ${workOrderCost('o')} as cost,
            o.work_order_number as sort_key
          from maintenance_work_orders o join vehicles v on v.tenant_id = o.tenant_id and v.id = o.vehicle_id
          where o.status = 'completed' and o.completed_date >= ${from} and o.completed_date < ${to}
            and ${vehicleScope(s, 'v')}`,
      };
    case 'no-shows':
      return {
        columns: [
          ['reservationNumber', 'text'],
          ['customer', 'text'],
          ['licensePlate', 'text'],
          ['pickup', 'date'],
          ['total', 'money'],
        ],
        source: sql`select r.reservation_number as "reservationNumber", ${customer} as customer,
            ${plate} as "licensePlate", ${day('r.pickup_date')} as pickup, r.total_amount as total,
            r.reservation_number as sort_key
          from reservations r where r.status = 'no_show' and r.pickup_date >= ${from}
            and r.pickup_date < ${to} and ${bookingScope(s, 'r')}`,
      };
  }
}

export async function reportRows(
  tx: Tx,
  s: FigureScope,
  name: ReportName,
  period: DayRange,
  { page, limit }: { page: number; limit: number },
) {
  const report = reportOf(name, s, period);
  const rows = await tx.execute(
    sql`select * from (${report.source}) q order by sort_key limit ${limit} offset ${(page - 1) * limit}`,
  );
  const counted = await tx.execute(sql`select count(*) as n from (${report.source}) q`);
  const total = Number(rowsOf(counted)[0]!.n);
  const keys = report.columns.map(([key]) => key);
  const data = rowsOf(rows).map((row) =>
    Object.fromEntries(
      report.columns.map(([key, kind]) => {
        const v = row[key];
        if (v === null || v === undefined) return [key, null];
        return [key, numeric.has(kind) ? Number(v) : String(v)];
      }),
    ),
  ) as ReportRow[];
  return {
    columns: report.columns.map(([key, kind]) => ({ key, kind })),
    keys,
    data,
    total,
  };
}

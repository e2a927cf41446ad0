// The figures read as they stand now (balances owed, odometers, the day at the desks, the fleet
// by status) and the period's split by channel and branch, in one statement.
// Definitions: docs/product/dashboard.md.
import type { ReservationSource } from '@motorpool/domain/schemas/reservation';
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { DayRange } from './period.ts';
import {
  bookingScope,
  dayEnd,
  dayStart,
  type FigureScope,
  moneyMoves,
  rowsOf,
  vehicleScope,
} from './scope.ts';

export type PresentFigures = {
  outstanding: number;
  meanOdometer: number | null;
  pickupsDue: number;
  returnsDue: number;
  overdue: number;
  carsReady: number;
  carsNotReady: number;
  fleetByStatus: { status: VehicleStatus; count: number }[];
  reservationsBySource: { source: ReservationSource; count: number }[];
  revenueByBranch: { branchId: string; branchName: string; revenue: number }[];
};

/**
 * The confirmed and completed bookings with what each is owed (its rental's price and return
 * charges once it has one, else its own price) and what came in towards it (its and its
 * rental's payments less their refunds; a deposit only for its captured part).
 */
export function owingBookings(s: FigureScope) {
  const paid = sql.raw(`case when p.type = 'security_deposit' then p.captured_amount
    else p.amount - p.refunded_amount end`);
  const counted = sql`p.tenant_id = ${s.tenantId} and p.status in ('completed', 'refunded')`;
  // Payments are summed per booking before the joins, each read once; a payment made against a
  // rental alone finds its booking through that rental, by key.
  return sql`(select r.id, r.tenant_id, r.reservation_number, r.customer_id, r.pickup_date,
      coalesce(l.total_amount + l.additional_charges, r.total_amount) as owed,
      coalesce(pb.paid, 0) + coalesce(pl.paid, 0) as paid
    from reservations r
    left join rentals l on l.tenant_id = r.tenant_id and l.reservation_id = r.id
    left join (select p.reservation_id, sum(${paid}) as paid from payments p
        where ${counted} and p.reservation_id is not null group by 1) pb on pb.reservation_id = r.id
    left join (select h.reservation_id, sum(${paid}) as paid from payments p
        join rentals h on h.tenant_id = p.tenant_id and h.id = p.rental_id
        where ${counted} and p.reservation_id is null group by 1) pl on pl.reservation_id = r.id
    where r.status in ('confirmed', 'completed') and ${bookingScope(s, 'r')})`;
}

export async function presentFigures(
  tx: Tx,
  s: FigureScope,
  period: DayRange,
  today: string,
): Promise<PresentFigures> {
  const [from, to] = [dayStart(s, period.from), dayEnd(s, period.to)];
  const [dayFrom, dayTo] = [
    dayStart(s, today),
    sql`(${today}::date + 1)::timestamp at time zone ${s.timeZone}`,
  ];
  const now = sql`${s.now.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`select
    (select coalesce(sum(greatest(0, b.owed - b.paid)), 0) from ${owingBookings(s)} b) as outstanding,
    (select round(avg(v.mileage)) from vehicles v
      where v.status <> 'retired' and ${vehicleScope(s, 'v')}) as "meanOdometer",
    (select count(*) from reservations r where r.status in ('pending', 'confirmed')
      and r.pickup_date >= ${dayFrom} and r.pickup_date < ${dayTo} and ${bookingScope(s, 'r')}) as "pickupsDue",
    (select count(*) from rentals r where r.status = 'active'
      and r.return_date >= ${dayFrom} and r.return_date < ${dayTo} and ${bookingScope(s, 'r')}) as "returnsDue",
    (select count(*) from rentals r where r.status = 'active' and r.return_date < ${now}
      and ${bookingScope(s, 'r')}) as overdue,
    (select coalesce(json_agg(json_build_object('status', g.status, 'count', g.n) order by g.status), '[]')
      from (select v.status, count(*) as n from vehicles v where ${vehicleScope(s, 'v')}
        group by v.status) g) as "fleetByStatus",
    (select coalesce(json_agg(json_build_object('source', g.source, 'count', g.n) order by g.source), '[]')
      from (select r.source, count(*) as n from reservations r
        where r.pickup_date >= ${from} and r.pickup_date < ${to} and ${bookingScope(s, 'r')}
        group by r.source) g) as "reservationsBySource",
    (select coalesce(json_agg(json_build_object('branchId', b.id, 'branchName', b.name,
        'revenue', g.revenue) order by b.name), '[]')
      from (select coalesce(l.pickup_branch_id, r.pickup_branch_id) as branch_id,
          sum(m.amount) as revenue
        from ${moneyMoves(s, from, to)} m join payments p on p.id = m.payment_id
        left join reservations r on r.tenant_id = p.tenant_id and r.id = p.reservation_id
        left join rentals l on l.tenant_id = p.tenant_id and l.id = p.rental_id
        group by 1) g join branches b on b.tenant_id = ${s.tenantId} and b.id = g.branch_id) as "revenueByBranch"`);
  const row = rowsOf(result)[0]!;
  const count = (key: string) => Number(row[key] ?? 0);
  const list = <T>(key: string) =>
    (typeof row[key] === 'string' ? JSON.parse(row[key]) : row[key]) as T;
  const fleetByStatus = list<{ status: VehicleStatus; count: number }[]>('fleetByStatus').map(
    (g) => ({ status: g.status, count: Number(g.count) }),
  );
  const ofStatus = (status: VehicleStatus) =>
    fleetByStatus.find((g) => g.status === status)?.count ?? 0;
  return {
    outstanding: count('outstanding'),
    meanOdometer: row.meanOdometer === null ? null : count('meanOdometer'),
    pickupsDue: count('pickupsDue'),
    returnsDue: count('returnsDue'),
    overdue: count('overdue'),
    carsReady: ofStatus('available'),
    carsNotReady: ofStatus('maintenance'),
    fleetByStatus,
    reservationsBySource: list<{ source: ReservationSource; count: number }[]>(
      'reservationsBySource',
    ).map((g) => ({ source: g.source, count: Number(g.count) })),
    revenueByBranch: list<{ branchId: string; branchName: string; revenue: number }[]>(
      'revenueByBranch',
    ).map((g) => ({ ...g, revenue: Number(g.revenue) })),
  };
}

// The figures read as they stand now (balances owed, odometers, the day at the desks, the fleet
// by status), in one statement.
// Definitions: docs/product/dashboard.md.
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { bookingScope, dayStart, type FigureScope, rowsOf, vehicleScope } from './scope.ts';

export type PresentFigures = {
  outstanding: number;
  meanOdometer: number | null;
  pickupsDue: number;
  returnsDue: number;
  overdue: number;
  carsReady: number;
  carsNotReady: number;
  fleetByStatus: { status: VehicleStatus; count: number }[];
};

/**
 * The confirmed and completed bookings still owing: what each is owed (its rental's price and
 * return charges once it has one, else its own price) and what came in towards it (its and its
 * rental's payments less their refunds; a deposit only for its captured part). The balances are
 * kept by the database with every write to a booking, its rental or its payments.
 */
export function owingBookings(s: FigureScope) {
  return sql`(select r.id, r.tenant_id, r.reservation_number, r.customer_id, r.pickup_date,
      b.owed, b.paid
    from booking_balances b join reservations r on r.tenant_id = b.tenant_id and r.id = b.reservation_id
    where b.tenant_id = ${s.tenantId} and b.owed > b.paid and ${bookingScope(s, 'r')})`;
}

export async function presentFigures(
  tx: Tx,
  s: FigureScope,
  today: string,
): Promise<PresentFigures> {
  const [dayFrom, dayTo] = [
    dayStart(s, today),
    sql`(${today}::date + 1)::timestamp at time zone ${s.timeZone}`,
  ];
  const now = sql`${s.now.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`select
    (select coalesce(sum(b.owed - b.paid), 0) from ${owingBookings(s)} b) as outstanding,
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
        group by v.status) g) as "fleetByStatus"`);
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
  };
}

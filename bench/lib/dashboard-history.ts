// The dashboard benchmark's history: for every car of a fleet company (lib/fleet-dataset.ts),
// two years of bookings (one every 5 days, 1 to 5 days long; about 1 in 13 a
// no-show and 1 in 17 cancelled), their rentals and payments with some refunds, customers
// joining over the two years, and a work order every quarter. Written in SQL, set-based, in the
// company's scope.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/engine.ts';

const CUSTOMERS = 5_000;
const SLOTS = 146; // 146 × 5 days: two years

export async function generateHistory(database: Database, tenantId: string): Promise<number> {
  return database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`insert into customers (tenant_id, id, first_name, last_name, email, phone,
        created_at, updated_at)
      select ${tenantId}, gen_random_uuid(), 'Bench', 'Customer ' || n, 'c' || n || '@bench.test',
        '+966500' || lpad(n::text, 6, '0'), now() - (n * interval '730 days' / ${CUSTOMERS}),
        now() - (n * interval '730 days' / ${CUSTOMERS})
      from generate_series(1, ${CUSTOMERS}) n`);
    await tx.execute(sql`with people as (select array_agg(id order by id) as ids from customers),
      cars as (select id, branch_id, daily_rate, row_number() over (order by id) as rn from vehicles),
      slots as materialized (
        select c.id as vehicle_id, c.branch_id, c.daily_rate, c.rn, j,
          gen_random_uuid() as reservation_id, gen_random_uuid() as rental_id,
          p.ids[1 + ((c.rn * ${SLOTS} + j) % ${CUSTOMERS})] as customer_id,
          now() - interval '730 days' + j * interval '5 days' + (c.rn % 24) * interval '1 hour' as pickup,
          1 + ((c.rn + j) % 5) as days,
          case when j % 13 = 0 then 'no_show' when j % 17 = 0 then 'cancelled' else 'completed' end as status,
          case when (c.rn + j) % 2 = 0 then 'back_office' else 'customer_area' end as source
        from cars c cross join people p cross join generate_series(0, ${SLOTS - 1}) j),
      booked as (
        insert into reservations (tenant_id, id, reservation_number, customer_id, vehicle_id,
          pickup_branch_id, return_branch_id, pickup_date, return_date, status, source, currency,
          daily_rate, days, subtotal, add_ons_total, tax_rate_bp, tax, total_amount, created_at, updated_at)
        select ${tenantId}, reservation_id, 'RES-' || rn || '-' || j, customer_id, vehicle_id,
          branch_id, branch_id, pickup, pickup + days * interval '1 day', status, source, 'SAR',
          daily_rate, days, daily_rate * days, 0, 1500, daily_rate * days * 15 / 100,
          daily_rate * days * 115 / 100, pickup - interval '3 days', pickup
        from slots),
      hired as (
        insert into rentals (tenant_id, id, rental_number, reservation_id, customer_id, vehicle_id,
          pickup_branch_id, return_branch_id, pickup_date, return_date, original_return_date, status,
          currency, daily_rate, days, subtotal, add_ons_total, tax_rate_bp, tax, total_amount,
          actual_pickup_date, actual_return_date, created_at, updated_at)
        select ${tenantId}, rental_id, 'RNT-' || rn || '-' || j, reservation_id, customer_id,
          vehicle_id, branch_id, branch_id, pickup, pickup + days * interval '1 day',
          pickup + days * interval '1 day',
          case when pickup + days * interval '1 day' < now() then 'completed' else 'active' end,
          'SAR', daily_rate, days, daily_rate * days, 0, 1500, daily_rate * days * 15 / 100,
          daily_rate * days * 115 / 100, pickup,
          case when pickup + days * interval '1 day' < now() then pickup + days * interval '1 day' - interval '2 hours' end,
          pickup, pickup
        from slots where status = 'completed')
      insert into payments (tenant_id, id, payment_number, customer_id, reservation_id, amount,
        currency, payment_method, type, status, refunded_amount, processed_at, created_at, updated_at)
      select ${tenantId}, gen_random_uuid(), 'PAY-' || rn || '-' || j, customer_id, reservation_id,
        daily_rate * days * 115 / 100, 'SAR', 'credit_card', 'reservation',
        'completed', case when j % 11 = 0 then daily_rate * days * 115 / 1000 else 0 end,
        pickup - interval '3 days', pickup - interval '3 days', pickup - interval '3 days'
      from slots where status <> 'no_show'`);
    await tx.execute(sql`insert into payment_refunds (tenant_id, id, payment_id, amount, reason, created_at)
      select tenant_id, gen_random_uuid(), id, refunded_amount, 'goodwill', processed_at + interval '1 day'
      from payments where refunded_amount > 0`);
    await tx.execute(sql`insert into maintenance_work_orders (tenant_id, id, work_order_number,
        vehicle_id, status, source, type, priority, severity, description, issue, started_at,
        completed_date, parts_cost, labor_hours, labor_rate, created_at, updated_at)
      select ${tenantId}, gen_random_uuid(), 'WO-' || v.rn || '-' || k, v.id, 'completed', 'staff',
        'preventive', 'medium', 'minor', 'Service', 'Due',
        now() - interval '730 days' + k * interval '90 days' + interval '2 days',
        now() - interval '730 days' + k * interval '90 days' + interval '3 days', 40000, 2, 15000,
        now() - interval '730 days' + k * interval '90 days', now()
      from (select id, row_number() over (order by id) as rn from vehicles) v
      cross join generate_series(0, 7) k`);
    const [row] = (
      (await tx.execute(sql`select count(*)::int as n from rentals`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    return row?.n ?? 0;
  });
}

// The reservations benchmark's dataset: 100 companies of Zipf-distributed sizes (the k-th
// largest has 1/k of the largest's fleet), their fleets from fleet-dataset.ts, then customers,
// ten reservations per vehicle and the holds of the active ones written as set-based SQL by the
// owner. Rentals do not exist yet: a booking running today stands for one, with a `rental` hold.
import pg from 'pg';
import type { Database } from '../../apps/api/src/db/engine.ts';
import { type FleetTenant, generateFleetOfSizes } from './fleet-dataset.ts';

export type ReservationPlan = { tenants: number; vehicles: number; perVehicle: number };

/** Fleet sizes proportional to 1/rank, summing to about `vehicles`. */
export function zipfSizes(plan: Pick<ReservationPlan, 'tenants' | 'vehicles'>): number[] {
  const harmonic = Array.from({ length: plan.tenants }, (_, i) => 1 / (i + 1)).reduce(
    (a, b) => a + b,
    0,
  );
  return Array.from({ length: plan.tenants }, (_, i) =>
    Math.max(1, Math.round(plan.vehicles / harmonic / (i + 1))),
  );
}

export const generateFleets = (
  database: Database,
  plan: ReservationPlan,
  log: (line: string) => void,
): Promise<FleetTenant[]> => generateFleetOfSizes(database, zipfSizes(plan), log);

// Every company keeps the default 60-minute turnaround buffer.
const bufferMinutes = 60;

// Customers who may book (active, licence valid for years, adults): two per vehicle.
const customersSql = `
insert into customers (tenant_id, id, first_name, last_name, email, phone, status,
  date_of_birth, license_expiry_date, created_at, updated_at)
select f.tenant_id, gen_random_uuid(), 'Bench', 'Customer ' || g,
  'customer' || g || '@' || t.subdomain || '.test', '+966 50 ' || lpad(g::text, 7, '0'),
  'active', date '1970-01-01' + (g % 12000)::int, date '2036-01-01',
  now() - interval '2 years', now() - interval '2 years'
from (select tenant_id, count(*) as n from vehicles group by tenant_id) f
join tenants t on t.id = f.tenant_id
cross join lateral generate_series(1, greatest(20, f.n * 2)) g`;

// `perVehicle` bookings per vehicle, one every 42.5 days from a year ago, 1 to 7 days long,
// starting up to 29 days into their slot: never overlapping, buffer included. Past ones
// completed (a tenth cancelled, one in 25 a no-show), coming ones pending or confirmed; one
// running today is completed at pickup and its stand-in rental holds the car.
const reservationsSql = (perVehicle: number) => `
with people as (
  select tenant_id, count(*) as total from customers group by tenant_id
), v as (
  select v.tenant_id, v.id, v.daily_rate, v.branch_id, p.total as people,
    row_number() over (partition by v.tenant_id order by v.id) as n
  from vehicles v join people p on p.tenant_id = v.tenant_id
), c as (
  select tenant_id, id, row_number() over (partition by tenant_id order by id) as n
  from customers
), s as (
  select v.*, k,
    date_trunc('hour', now()) - interval '365 days'
      + (k * 42.5 + (v.n * 7 + k * 13) % 30) * interval '1 day'
      + ((v.n + k) % 10) * interval '1 hour' as pickup,
    1 + (v.n * 3 + k * 5) % 7 as days
  from v cross join generate_series(0, ${perVehicle - 1}) k
), r as (
  select s.*, s.pickup + s.days * interval '1 day' as back,
    1 + (s.n * ${perVehicle} + s.k) % s.people as customer_n,
    case
      when s.pickup > now() then case when (s.n + s.k) % 2 = 0 then 'confirmed' else 'pending' end
      when s.pickup + s.days * interval '1 day' > now() then 'completed'
      when (s.n + s.k * 3) % 10 = 0 then 'cancelled'
      when (s.n + s.k * 3) % 25 = 1 then 'no_show'
      else 'completed'
    end as status
  from s
)
insert into reservations (tenant_id, id, reservation_number, customer_id, vehicle_id,
  pickup_branch_id, return_branch_id, pickup_date, return_date, status, source, currency,
  daily_rate, days, subtotal, add_ons, add_ons_total, discount, additional_fees, tax_rate_bp,
  tax, total_amount, cancellation_reason, confirmed_at, cancelled_at, created_at, updated_at)
select r.tenant_id, gen_random_uuid(),
  'RES-' || lpad((row_number() over (partition by r.tenant_id order by r.pickup, r.id))::text, 6, '0'),
  c.id, r.id, r.branch_id, r.branch_id, r.pickup, r.back, r.status,
  case when (r.n + r.k) % 9 = 0 then 'customer_area' else 'back_office' end, 'SAR',
  r.daily_rate, r.days, r.daily_rate * r.days, '[]'::jsonb, 0, 0, 0, 1500,
  round(r.daily_rate * r.days * 0.15), r.daily_rate * r.days + round(r.daily_rate * r.days * 0.15),
  case when r.status = 'cancelled' then 'Customer changed travel plans' end,
  case when r.status in ('confirmed', 'completed', 'no_show') then r.pickup - interval '5 days' end,
  case when r.status = 'cancelled' then r.pickup - interval '2 days' end,
  r.pickup - interval '10 days', r.pickup - interval '10 days'
from r join c on c.tenant_id = r.tenant_id and c.n = r.customer_n`;

const holdsSql = `
insert into vehicle_holds (tenant_id, id, vehicle_id, kind, source_id, reference, period)
select tenant_id, gen_random_uuid(), vehicle_id,
  case when status = 'completed' then 'rental' else 'reservation' end, id, reservation_number,
  tstzrange(pickup_date, return_date + interval '${bufferMinutes} minutes', '[)')
from reservations
where status in ('pending', 'confirmed') or (status = 'completed' and return_date > now())`;

const countersSql = `
insert into reservation_counters (tenant_id, last_number)
select tenant_id, count(*) from reservations group by tenant_id`;

/** Writes customers, reservations and holds as the owner, then VACUUM ANALYZE. */
export async function generateReservations(
  databaseUrl: string,
  plan: ReservationPlan,
  log: (line: string) => void,
): Promise<void> {
  const owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  const step = async (name: string, sql: string) => {
    const started = performance.now();
    const result = await owner.query(sql);
    log(`${name}: ${result.rowCount ?? 0} rows in ${Math.round(performance.now() - started)} ms`);
  };
  try {
    // The rows reference what exists by construction: foreign-key triggers are skipped. The
    // exclusion constraint is an index, and still checks every hold.
    await owner.query('set session_replication_role = replica');
    await step('customers', customersSql);
    await step('analyze', 'analyze vehicles, customers');
    await step('reservations', reservationsSql(plan.perVehicle));
    await step('holds', holdsSql);
    await step('counters', countersSql);
    await owner.query('set session_replication_role = default');
    await step('vacuum analyze', 'vacuum analyze');
  } finally {
    await owner.end();
  }
}

// The stored days and the booking balances against a recomputation from the source rows, after
// random sequences of bookings, rentals, payments, refunds, workshop visits and fleet changes
// written straight to the tables (the database's triggers see every write, whoever makes it),
// with dashboards read in between so that days are stored before writes change them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/engine.ts';
import {
  damageReports,
  maintenanceWorkOrders,
  paymentRefunds,
  payments,
  rentals,
  reservations,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { dashboardJobs } from './rollup-job.ts';
import { refreshDays } from './rollups.ts';
import { rowsOf } from './scope.ts';
import { type History, seedHistory } from './test-support.ts';
import { riyadh } from './test-support-time.ts';

let t: TestApp;
let h: History;
let nowMs = Date.parse('2030-03-20T09:00:00Z');
const zone = 'Asia/Riyadh';
const [first, last] = ['2030-02-01', '2030-04-30'];

beforeAll(async () => {
  t = await createTestApp({ clock: () => nowMs });
  h = await seedHistory(t.database, 'dashrollups');
});
afterAll(async () => t.close());

/** A small deterministic generator, so that a failing sequence can be replayed from its seed. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { int, pick };
}

const dayOf = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

async function readDashboard(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard?${query}`,
    headers: bearer(h.admin, h.tenantId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
}

const storedFigures = (tx: Tx) =>
  tx
    .execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day, pickup_branch_id, return_branch_id, category,
        available_seconds::numeric(20, 3)::text as available_seconds,
        rented_seconds::numeric(20, 3)::text as rented_seconds, age_seconds::numeric(20, 3)::text as age_seconds,
        revenue, rental_revenue, charged_days, rentals, one_day, two_to_five, over_five,
        reservations, no_shows, cancellations, back_office_bookings, customer_area_bookings,
        maintenance_cost, damage_cost, damage_recovered, new_customers, in_service, on_rent,
        idle, fleet
      from dashboard_day_figures order by 1, 2, 3, 4`,
    )
    .then(rowsOf);

const balances = (tx: Tx) =>
  tx
    .execute(
      sql`select reservation_id, owed::bigint::text as owed, paid::bigint::text as paid
      from booking_balances order by 1`,
    )
    .then(rowsOf);

// What each confirmed or completed booking owes and has paid, from the rows themselves.
const recomputedBalances = (tx: Tx) =>
  tx
    .execute(
      sql`select r.id as reservation_id,
        coalesce(l.total_amount + l.additional_charges, r.total_amount)::bigint::text as owed,
        coalesce((select sum(case when p.type = 'security_deposit' then p.captured_amount
            else p.amount - p.refunded_amount end) from payments p
          where p.status in ('completed', 'refunded') and (p.reservation_id = r.id
            or (p.reservation_id is null and p.rental_id = l.id))), 0)::bigint::text as paid
      from reservations r left join rentals l on l.reservation_id = r.id
      where r.status in ('confirmed', 'completed') order by 1`,
    )
    .then(rowsOf);

type Ids = { vehicles: string[]; branches: string[]; customers: string[] };

async function idsOf(tx: Tx): Promise<Ids> {
  const list = async (table: string) =>
    rowsOf(await tx.execute(sql.raw(`select id from ${table} order by id`))).map((r) =>
      String(r.id),
    );
  return {
    vehicles: await list('vehicles'),
    branches: await list('branches'),
    customers: await list('customers'),
  };
}

let serial = 0;
const n = () => String((serial += 1)).padStart(6, '0');

/** One random write, at a random instant of the months the test reads. */
async function randomWrite(tx: Tx, ids: Ids, g: ReturnType<typeof generator>) {
  const at = () =>
    riyadh(
      `2030-0${g.int(2, 4)}-${String(g.int(1, 28)).padStart(2, '0')}T${String(g.int(0, 23)).padStart(2, '0')}:30:00`,
    );
  const some = async (table: string, where = 'true') => {
    const found = rowsOf(
      await tx.execute(sql.raw(`select id from ${table} where ${where} order by id`)),
    );
    return found.length ? String(g.pick(found).id) : null;
  };
  const tenantId = h.tenantId;
  const action = g.pick([
    'book',
    'book',
    'restate',
    'hire',
    'return',
    'pay',
    'pay',
    'refund',
    'workshop',
    'close',
    'damage',
    'move',
    'customer',
  ] as const);
  const days = g.int(1, 7);
  const price = {
    currency: 'SAR',
    dailyRate: 10000,
    days,
    subtotal: 10000 * days,
    addOnsTotal: 0,
    taxRateBp: 1000,
    tax: 1000 * days,
    totalAmount: 11000 * days,
  };
  const branch = () => g.pick(ids.branches);
  switch (action) {
    case 'book': {
      const pickup = at();
      await tx.insert(reservations).values({
        tenantId,
        reservationNumber: `RES-R${n()}`,
        customerId: g.pick(ids.customers),
        vehicleId: g.pick(ids.vehicles),
        pickupBranchId: branch(),
        returnBranchId: branch(),
        pickupDate: pickup,
        returnDate: new Date(pickup.getTime() + days * 86_400_000),
        status: g.pick(['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const),
        source: g.pick(['back_office', 'customer_area'] as const),
        ...price,
      });
      return;
    }
    case 'restate': {
      const id = await some('reservations');
      if (!id) return;
      await tx
        .update(reservations)
        .set(
          g.pick([
            { status: 'cancelled' as const },
            { status: 'no_show' as const },
            { pickupDate: at() },
            { pickupBranchId: branch() },
            { vehicleId: g.pick(ids.vehicles) },
            { totalAmount: 33000 },
          ]),
        )
        .where(sql`id = ${id}`);
      return;
    }
    case 'hire': {
      const id = await some(
        'reservations',
        `id not in (select reservation_id from rentals where reservation_id is not null)`,
      );
      if (!id) return;
      const r = rowsOf(await tx.execute(sql`select * from reservations where id = ${id}`))[0]!;
      const pickup = at();
      const back = g.int(0, 1) ? new Date(pickup.getTime() + g.int(20, 150) * 3_600_000) : null;
      await tx.insert(rentals).values({
        tenantId,
        rentalNumber: `RNT-R${n()}`,
        reservationId: id,
        customerId: String(r.customer_id),
        vehicleId: String(r.vehicle_id),
        pickupBranchId: String(r.pickup_branch_id),
        returnBranchId: String(r.return_branch_id),
        pickupDate: pickup,
        returnDate: new Date(pickup.getTime() + days * 86_400_000),
        originalReturnDate: new Date(pickup.getTime() + days * 86_400_000),
        actualPickupDate: pickup,
        actualReturnDate: back,
        status: back ? 'completed' : 'active',
        ...price,
      });
      return;
    }
    case 'return': {
      const id = await some('rentals', `status = 'active'`);
      if (!id) return;
      // handed back some hours after it went out, as a check-in records it
      await tx
        .update(rentals)
        .set({
          status: 'completed',
          actualReturnDate: sql`actual_pickup_date + ${`${g.int(2, 200)} hours`}::interval`,
          additionalCharges: 5000,
          charges: [
            {
              kind: 'damage',
              params: {},
              description: null,
              quantity: 1,
              unitAmount: 5000,
              amount: 5000,
              waivedBy: null,
            },
          ],
        })
        .where(sql`id = ${id}`);
      return;
    }
    case 'pay': {
      const onRental = g.int(0, 1) === 1;
      const id = onRental ? await some('rentals') : await some('reservations');
      const deposit =
        onRental &&
        g.int(0, 2) === 0 &&
        !(await some('payments', `type = 'security_deposit' and rental_id = '${id}'`));
      await tx.insert(payments).values({
        tenantId,
        paymentNumber: `PAY-R${n()}`,
        customerId: g.pick(ids.customers),
        amount: g.int(1, 50) * 1000,
        currency: 'SAR',
        paymentMethod: 'cash',
        type: deposit ? 'security_deposit' : 'reservation',
        capturedAmount: deposit ? 2000 : 0,
        status: g.pick(['completed', 'completed', 'pending', 'failed'] as const),
        processedAt: at(),
        ...(onRental ? { rentalId: id } : { reservationId: id }),
      });
      return;
    }
    case 'refund': {
      const id = await some(
        'payments',
        `status = 'completed' and type <> 'security_deposit' and amount - refunded_amount >= 1000`,
      );
      if (!id) return;
      await tx
        .insert(paymentRefunds)
        .values({ tenantId, paymentId: id, amount: 1000, reason: 'goodwill', createdAt: at() });
      await tx.execute(
        sql`update payments set refunded_amount = refunded_amount + 1000 where id = ${id}`,
      );
      return;
    }
    case 'workshop':
      await tx.insert(maintenanceWorkOrders).values({
        tenantId,
        vehicleId: g.pick(ids.vehicles),
        source: 'staff',
        type: 'corrective',
        priority: 'medium',
        severity: 'minor',
        description: 'Check',
        issue: 'Noise',
        workOrderNumber: `WO-R${n()}`,
        status: 'in_progress',
        startedAt: at(),
        partsCost: g.int(1, 9) * 1000,
        damageReportId: await some(
          'damage_reports',
          'id not in (select damage_report_id from maintenance_work_orders where damage_report_id is not null)',
        ),
      });
      return;
    case 'close': {
      const id = await some('maintenance_work_orders', `status <> 'completed'`);
      if (!id) return;
      await tx
        .update(maintenanceWorkOrders)
        .set(g.int(0, 1) ? { status: 'completed', completedDate: at() } : { status: 'cancelled' })
        .where(sql`id = ${id}`);
      return;
    }
    case 'damage': {
      const rentalId = await some('rentals');
      if (!rentalId) return;
      const [hire] = rowsOf(
        await tx.execute(sql`select vehicle_id from rentals where id = ${rentalId}`),
      );
      await tx.insert(damageReports).values({
        tenantId,
        vehicleId: String(hire!.vehicle_id),
        rentalId,
        marks: [],
        severity: 'minor',
        reportedAt: at(),
      });
      return;
    }
    case 'move':
      await tx.execute(
        g.int(0, 1)
          ? sql`update vehicles set branch_id = ${branch()} where id = ${g.pick(ids.vehicles)}`
          : sql`update vehicles set category = ${g.pick(['midsize', 'suv'])} where id = ${g.pick(ids.vehicles)}`,
      );
      return;
    case 'customer':
      await tx.execute(
        sql`update customers set created_at = ${at()} where id = ${g.pick(ids.customers)}`,
      );
  }
}

describe('the stored days', () => {
  it.each([11, 29, 4242])('equal a recomputation after random writes (seed %i)', async (seed) => {
    const g = generator(seed);
    const ids = await t.database.withTenant(h.tenantId, idsOf);
    for (let step = 0; step < 40; step += 1) {
      await t.database.withTenant(h.tenantId, (tx) => randomWrite(tx, ids, g));
      if (step % 6 === 0) {
        nowMs += g.int(1, 30) * 3_600_000;
        const from = `2030-0${g.int(2, 3)}-0${g.int(1, 9)}`;
        const branch = g.int(0, 2) === 0 ? `&branchId=${h.branchA}` : '';
        await readDashboard(`period=custom&from=${from}&to=${dayOf(nowMs)}${branch}`);
      }
    }
    const read = `period=custom&from=${first}&to=${last}`;
    const answered = await readDashboard(read);
    const kept = await t.database.withTenant(h.tenantId, async (tx) => ({
      figures: await storedFigures(tx),
      balances: await balances(tx),
      recomputedBalances: await recomputedBalances(tx),
    }));
    expect(kept.balances).toEqual(kept.recomputedBalances);
    // from nothing: every stored day dropped and computed again from the rows
    const recomputed = await t.database.withTenant(h.tenantId, async (tx) => {
      const [span] = rowsOf(
        await tx.execute(sql`select to_char(min(day), 'YYYY-MM-DD') as lo,
          to_char(max(day), 'YYYY-MM-DD') as hi from dashboard_days`),
      );
      await tx.execute(sql`delete from dashboard_day_figures`);
      await tx.execute(sql`delete from dashboard_days`);
      await refreshDays(tx, h.tenantId, zone, String(span!.lo), String(span!.hi));
      return storedFigures(tx);
    });
    expect(kept.figures.length).toBeGreaterThan(0);
    expect(kept.figures).toEqual(recomputed);
    expect(await readDashboard(read)).toEqual(answered);
  });

  it('keep a booking balance whole when its payments land at once', async () => {
    const [booking] = await t.database.withTenant(h.tenantId, async (tx) =>
      rowsOf(
        await tx.execute(sql`select id, customer_id from reservations
        where status in ('confirmed', 'completed') order by id limit 1`),
      ),
    );
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.database.withTenant(h.tenantId, (tx) =>
          tx.insert(payments).values({
            tenantId: h.tenantId,
            paymentNumber: `PAY-C${n()}`,
            customerId: String(booking!.customer_id),
            reservationId: String(booking!.id),
            amount: 1000 * (i + 1),
            currency: 'SAR',
            paymentMethod: 'cash',
            type: 'reservation',
            status: 'completed',
            processedAt: riyadh('2030-03-18T10:00:00'),
          }),
        ),
      ),
    );
    const [kept, recomputed] = await t.database.withTenant(h.tenantId, async (tx) => [
      await balances(tx),
      await recomputedBalances(tx),
    ]);
    expect(kept).toEqual(recomputed);
  });

  it('are recomputed by the job after a write, before anyone reads them', async () => {
    const stale = (tx: Tx) =>
      tx.execute(sql`select count(*)::int as n from dashboard_stale`).then(rowsOf);
    const yesterday = dayOf(nowMs - 86_400_000);
    await readDashboard(`period=custom&from=${dayOf(nowMs - 40 * 86_400_000)}&to=${yesterday}`);
    await t.database.withTenant(h.tenantId, (tx) =>
      tx.execute(sql`update reservations set status = 'cancelled'
        where id = (select id from reservations where status <> 'cancelled'
          and pickup_date < ${new Date(nowMs - 2 * 86_400_000).toISOString()}::timestamptz
          order by pickup_date desc limit 1)`),
    );
    expect((await t.database.withTenant(h.tenantId, stale))[0]!.n).toBeGreaterThan(0);
    // the job alone: the pass's other jobs change bookings of their own
    const [job] = dashboardJobs(t.database, {
      timeZoneOf: async () => zone,
      currencyOf: async () => 'SAR',
      now: () => new Date(nowMs),
    });
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const run = {
      id: 'run',
      name: job!.name,
      key: 'run',
      tenantId: null,
      attempt: 1,
      maxAttempts: 1,
    };
    const now = () => new Date(nowMs);
    await job!.handler({ ...run, now, signal: new AbortController().signal, log }, {});
    const after = await t.database.withTenant(h.tenantId, async (tx) => ({
      stale: await stale(tx),
      figures: await storedFigures(tx),
    }));
    expect(after.stale).toEqual([{ n: 0 }]);
    const recomputed = await t.database.withTenant(h.tenantId, async (tx) => {
      const [span] = rowsOf(
        await tx.execute(sql`select to_char(min(day), 'YYYY-MM-DD') as lo,
          to_char(max(day), 'YYYY-MM-DD') as hi from dashboard_days`),
      );
      await tx.execute(sql`delete from dashboard_day_figures`);
      await tx.execute(sql`delete from dashboard_days`);
      await refreshDays(tx, h.tenantId, zone, String(span!.lo), String(span!.hi));
      return storedFigures(tx);
    });
    expect(after.figures).toEqual(recomputed);
  });

  it('are dropped and recomputed when the company moves to another time zone', async () => {
    const read = `period=custom&from=2030-03-01&to=2030-03-30`;
    const before = (await readDashboard(read)) as { period: { timeZone: string } };
    expect(before.period.timeZone).toBe(zone);
    const zones = await t.database.withTenant(h.tenantId, async (tx) => {
      await refreshDays(tx, h.tenantId, 'Asia/Dubai', '2030-03-01', '2030-03-30');
      return rowsOf(
        await tx.execute(sql`select distinct time_zone from dashboard_days
        where day between '2030-03-01' and '2030-03-30'`),
      );
    });
    expect(zones).toEqual([{ time_zone: 'Asia/Dubai' }]);
  });
});

// The dashboard's figures against a known history worked out by hand (test-support.ts): a
// Riyadh company (UTC+3) with two cars, checked for March 2030 (1 to 30, thirty days).
import type { DashboardView } from '@motorpool/domain/schemas/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, type TestUser } from '../../test/identity.ts';
import { type History, seedHistory } from './test-support.ts';

let t: TestApp;
let h: History;
let nowMs = Date.parse('2030-04-10T12:00:00Z'); // 15:00 in Riyadh
const march = 'period=custom&from=2030-03-01&to=2030-03-30';

beforeAll(async () => {
  t = await createTestApp({ clock: () => nowMs });
  h = await seedHistory(t.database, 'dashfigures');
});
afterAll(async () => t.close());

async function dashboard(query: string, as: TestUser = h.admin, language?: 'ar') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard?${query}`,
    headers: { ...bearer(as, h.tenantId), ...(language ? { 'accept-language': language } : {}) },
  });
  return res;
}

async function view(query: string, as?: TestUser) {
  const res = await dashboard(query, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardView;
}

const kpi = (v: DashboardView, key: string) => v.kpis.find((k) => k.key === key)!;
const values = (v: DashboardView) => Object.fromEntries(v.kpis.map((k) => [k.key, k.value]));

describe('GET /dashboard for the whole company', () => {
  it('counts every KPI as worked out by hand', async () => {
    const v = await view(march);
    expect(v.period).toMatchObject({
      from: '2030-03-01',
      to: '2030-03-30',
      previousFrom: '2030-01-30',
      previousTo: '2030-02-28',
      bucket: 'day',
      timeZone: 'Asia/Riyadh',
    });
    expect(v.currency).toBe('SAR');
    expect(values(v)).toEqual({
      // car 1: 30 days less 5 in the workshop = 25 available, 15 rented (16th to 31st);
      // car 2: 30 available, 1.5 rented (36 hours). 16.5 / 55 = 30 %.
      utilisation: 3000,
      // at the period's end car 1 is out on its rental, car 2 in the yard: 1 of 2.
      onRent: 5000,
      // booked prices before tax 170 000 + 40 000 over 17 + 2 charged days (not 1.5).
      averageDailyRate: Math.round(210000 / 19),
      // 210 000 over 55 available car-days
      revenuePerAvailableCarDay: Math.round(210000 / 55),
      // 1 000.00 in, 200.00 refunded, a deposit's captured 50.00, and 70.00 paid at 00:30 on
      // 1 March in Riyadh (still 28 February in UTC); 440.00 paid at 00:30 on 31 March is out.
      revenue: 100000 - 20000 + 5000 + 7000,
      // rental 1: 1 870.00 owed, 800.00 net paid plus the 50.00 captured; rental 2 paid in
      // full; the confirmed booking for 11 April owes its 110.00 (pending and lost ones owe none).
      outstanding: 187000 - 80000 - 5000 + 11000,
      averageRentalDays: 95,
      // of four pickups in March: one no-show, one cancelled
      noShowRate: 2500,
      cancellationRate: 2500,
      // car 2, last back on 6 March; car 1 is out
      idleCars: 1,
      // both joined on 1 January 00:00 UTC; the period ends on 30 March 21:00 UTC: 88.875 days
      fleetAgeMonths: Math.round((88.875 / 30.4375) * 10),
      meanOdometer: 15000,
      maintenanceCostShare: Math.round((50000 * 10000) / 210000),
      // 150.00 charged for damage whose repair is estimated at 200.00
      damageRecovery: 7500,
      newCustomers: 2,
    });
    expect(v.lengthMix).toEqual({ oneDay: 0, twoToFive: 1, overFive: 1 });
  });

  it('compares with the thirty days before and trends per day', async () => {
    const v = await view(march);
    expect(kpi(v, 'revenue').previous).toBe(46000);
    expect(kpi(v, 'newCustomers').previous).toBe(1);
    expect(kpi(v, 'utilisation').previous).toBe(0);
    expect(kpi(v, 'averageDailyRate').previous).toBeNull();
    const trend = kpi(v, 'revenue').trend;
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ bucket: '2030-03-01', value: 7000 });
    expect(trend.find((d) => d.bucket === '2030-03-20')!.value).toBe(-20000);
    expect(v.charts.revenue.reduce((sum, d) => sum + d.revenue, 0)).toBe(92000);
    // 6 March: car 1 back from the workshop at midnight, car 2 rented 09:00 on the 5th to 21:00
    const sixth = v.charts.utilisation.find((d) => d.bucket === '2030-03-06')!;
    expect(sixth.utilisation).toBe(Math.round((21 / 48) * 10000));
  });

  it('answers the day at the desks and the charts', async () => {
    const v = await view(march);
    // today is 10 April in Riyadh: a pickup at 00:30 today, one at 01:30 tomorrow (22:30 UTC today)
    expect(v.today).toEqual({
      pickupsDue: 1,
      returnsDue: 0,
      overdue: 1,
      carsReady: 1,
      carsNotReady: 0,
    });
    expect(v.charts.fleetByStatus).toEqual([
      { status: 'available', count: 1 },
      { status: 'rented', count: 1 },
    ]);
    expect(v.charts.reservationsBySource).toEqual([
      { source: 'back_office', count: 3 },
      { source: 'customer_area', count: 1 },
    ]);
    expect(v.charts.revenueByBranch).toEqual([
      { branchId: h.branchA, branchName: 'Branch A', revenue: 85000 },
    ]);
  });
});

describe('GET /dashboard periods', () => {
  it('reads the calendar in the company zone', async () => {
    nowMs = Date.parse('2030-03-31T22:00:00Z'); // already 1 April in Riyadh
    try {
      expect((await view('period=today')).period).toMatchObject({
        from: '2030-04-01',
        to: '2030-04-01',
      });
      expect((await view('period=lastMonth')).period).toMatchObject({
        from: '2030-03-01',
        to: '2030-03-31',
        previousFrom: '2030-01-29',
        previousTo: '2030-02-28',
      });
      // 1 April 2030 is a Monday: a week from Saturday starts on 30 March
      expect((await view('period=thisWeek&weekStart=6')).period).toMatchObject({
        from: '2030-03-30',
        to: '2030-04-05',
        bucket: 'day',
      });
      expect((await view('period=thisYear')).period).toMatchObject({
        from: '2030-01-01',
        to: '2030-12-31',
        bucket: 'month',
      });
    } finally {
      nowMs = Date.parse('2030-04-10T12:00:00Z');
    }
  });

  it('refuses a range over two years or reversed, in the reader’s language', async () => {
    const long = await dashboard('period=custom&from=2027-01-01&to=2030-01-01', h.admin, 'ar');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('لا يمكن أن تتجاوز الفترة 731 يومًا');
    const reversed = await dashboard('period=custom&from=2030-03-10&to=2030-03-01', h.admin, 'ar');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('يجب ألا يأتي اليوم الأول بعد اليوم الأخير');
  });
});

describe('GET /dashboard for a branch', () => {
  it('keeps a manager to their branch', async () => {
    const v = await view(march, h.manager);
    expect(v.branchId).toBe(h.branchA);
    // car 1 alone: 15 rented of 25 available days, not 15 of 30
    expect(kpi(v, 'utilisation').value).toBe(6000);
    expect(kpi(v, 'averageDailyRate').value).toBe(10000);
    expect(kpi(v, 'noShowRate').value).toBe(3333);
    expect(kpi(v, 'revenue').value).toBe(85000);
    expect((await dashboard(`${march}&branchId=${h.branchB}`, h.manager)).statusCode).toBe(404);
  });

  it('lets an administrator filter by branch; the 36-hour rental counts 2 days', async () => {
    const v = await view(`${march}&branchId=${h.branchB}`);
    expect(kpi(v, 'averageDailyRate').value).toBe(20000);
    expect(kpi(v, 'utilisation').value).toBe(500);
  });

  it('answers 404 for another company’s branch', async () => {
    const other = await seedHistory(t.database, 'dashother');
    expect((await dashboard(`${march}&branchId=${other.branchA}`)).statusCode).toBe(404);
  });
});

import {
  dashboardView,
  kpiKeys,
  kpiUnitOf,
  reportPage,
  type DashboardView,
  type KpiKey,
  type ReportPage,
} from '@motorpool/domain/schemas/dashboard';

export const branchA = '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c01';
export const branchB = '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c02';

const days = ['2031-03-01', '2031-03-02', '2031-03-03'];

// Values chosen so each unit's formatting shows: 6543 bp, 1234.50 SAR, 4.2 days, 12 345 km.
const values: Record<KpiKey, [number | null, number | null]> = {
  utilisation: [6543, 6000],
  onRent: [4000, 4000],
  averageDailyRate: [123_450, 100_000],
  revenuePerAvailableCarDay: [8_000, 8_000],
  revenue: [1_234_500, 0],
  outstanding: [50_000, 60_000],
  averageRentalDays: [42, 30],
  noShowRate: [250, 500],
  cancellationRate: [1000, 1000],
  idleCars: [3, 1],
  fleetAgeMonths: [185, 180],
  meanOdometer: [12_345, 12_000],
  maintenanceCostShare: [null, 900],
  damageRecovery: [7500, null],
  newCustomers: [12, 8],
};

export function dashboardFixture(overrides: Partial<DashboardView> = {}): DashboardView {
  return dashboardView.parse({
    period: {
      period: 'thisMonth',
      from: '2031-03-01',
      to: '2031-03-31',
      previousFrom: '2031-01-29',
      previousTo: '2031-02-28',
      bucket: 'day',
      timeZone: 'Asia/Riyadh',
    },
    currency: 'SAR',
    branchId: null,
    kpis: kpiKeys.map((key) => ({
      key,
      unit: kpiUnitOf[key],
      value: values[key][0],
      previous: values[key][1],
      trend: days.map((bucket, i) => ({ bucket, value: values[key][0] === null ? null : i * 10 })),
    })),
    lengthMix: { oneDay: 2, twoToFive: 5, overFive: 1 },
    today: { pickupsDue: 4, returnsDue: 3, overdue: 1, carsReady: 20, carsNotReady: 2 },
    charts: {
      revenue: days.map((bucket, i) => ({ bucket, revenue: (i + 1) * 100_050 })),
      utilisation: days.map((bucket, i) => ({ bucket, utilisation: i === 1 ? null : 6000 + i })),
      fleetByStatus: [
        { status: 'available', count: 20 },
        { status: 'rented', count: 8 },
        { status: 'maintenance', count: 2 },
        { status: 'retired', count: 0 },
      ],
      reservationsBySource: [
        { source: 'back_office', count: 7 },
        { source: 'customer_area', count: 5 },
      ],
      revenueByBranch: [
        { branchId: branchA, branchName: 'Riyadh Olaya', revenue: 900_000 },
        { branchId: branchB, branchName: 'Jeddah, Corniche', revenue: 334_500 },
      ],
    },
    ...overrides,
  });
}

export function reportFixture(page = 1): ReportPage {
  return reportPage.parse({
    name: 'revenue',
    currency: 'SAR',
    columns: [
      { key: 'date', kind: 'date' },
      { key: 'received', kind: 'money' },
      { key: 'net', kind: 'money' },
    ],
    data: [{ date: '2031-03-01', received: 50_000, net: 45_000 }],
    total: 41,
    totalCapped: false,
    page,
    limit: 20,
    hasMore: page < 3,
  });
}

export const branchesFixture = {
  data: [
    { id: branchA, name: 'Riyadh Olaya', code: 'RUH', city: 'Riyadh' },
    { id: branchB, name: 'Jeddah Corniche', code: 'JED', city: 'Jeddah' },
  ],
  total: 2,
  totalCapped: false,
  page: 1,
  limit: 100,
  hasMore: false,
};

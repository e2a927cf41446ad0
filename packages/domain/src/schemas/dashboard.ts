// The back office's dashboard and reports: the rental company's KPIs for a period, its day at the
// desks, its charts, and the reports behind `reports:read` (GET /dashboard, GET /reports/{name}).
// Rules and definitions: docs/product/dashboard.md.
import { z } from 'zod';
import { vehicleCategories, vehicleStatuses } from '../value-lists.ts';
import { reservationSources } from './reservation.ts';
import { id, isoDate, oneOf, pagedView, strictObject } from './common.ts';

/** The periods a reader picks; `custom` takes from/to (calendar days in the company's zone). */
export const dashboardPeriods = [
  'today',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'custom',
] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** The longest custom range, in days (two years). */
export const maxDashboardRangeDays = 731;

/** Idle means no rental returned or running for more than this many days. */
export const idleCarDays = 7;

/** The healthy band of time utilisation, in basis points. */
export const healthyUtilisationBp = { low: 6000, high: 7500 } as const;

export const dashboardQuery = strictObject({
  period: oneOf(dashboardPeriods).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  branchId: id.optional(),
  category: oneOf(vehicleCategories).optional(),
  /** which day a week starts on: 6 Saturday (Arabic), 1 Monday; the reader's locale decides */
  weekStart: oneOf(['1', '6', '0'] as const).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The KPI tiles, in the order they are shown. */
export const kpiKeys = [
  'utilisation',
  'onRent',
  'averageDailyRate',
  'revenuePerAvailableCarDay',
  'revenue',
  'outstanding',
  'averageRentalDays',
  'noShowRate',
  'cancellationRate',
  'idleCars',
  'fleetAgeMonths',
  'meanOdometer',
  'maintenanceCostShare',
  'damageRecovery',
  'newCustomers',
] as const;
export type KpiKey = (typeof kpiKeys)[number];

/**
 * How a KPI's integers read: basis points (10 000 = 100 %), the company's currency in minor
 * units, tenths of a day or month, plain counts, kilometres.
 */
export const kpiUnits = ['bp', 'money', 'tenthDays', 'tenthMonths', 'count', 'km'] as const;
export type KpiUnit = (typeof kpiUnits)[number];

export const kpiUnitOf: Record<KpiKey, KpiUnit> = {
  utilisation: 'bp',
  onRent: 'bp',
  averageDailyRate: 'money',
  revenuePerAvailableCarDay: 'money',
  revenue: 'money',
  outstanding: 'money',
  averageRentalDays: 'tenthDays',
  noShowRate: 'bp',
  cancellationRate: 'bp',
  idleCars: 'count',
  fleetAgeMonths: 'tenthMonths',
  meanOdometer: 'km',
  maintenanceCostShare: 'bp',
  damageRecovery: 'bp',
  newCustomers: 'count',
};

const figure = z.number().int().nullable();

/** A tile: its value for the period, the same figure for the period before, and its trend. */
export const kpiView = z.object({
  key: z.enum(kpiKeys),
  unit: z.enum(kpiUnits),
  /** null when the period gives nothing to divide by (no rentals, no fleet) */
  value: figure,
  previous: figure,
  /** the value per bucket (day, week or month, by the period's length), oldest first */
  trend: z.array(z.object({ bucket: isoDate, value: figure })),
});
export type KpiView = z.infer<typeof kpiView>;

export const chartBuckets = ['day', 'week', 'month'] as const;
export type ChartBucket = (typeof chartBuckets)[number];

export const dashboardView = z
  .object({
    period: z.object({
      period: z.enum(dashboardPeriods),
      from: isoDate,
      to: isoDate,
      previousFrom: isoDate,
      previousTo: isoDate,
      bucket: z.enum(chartBuckets),
      timeZone: z.string(),
    }),
    currency: z.string(),
    /** the branch the figures are for: the manager's own, the filter's, or null for all */
    branchId: z.uuid().nullable(),
    kpis: z.array(kpiView),
    /** rentals by charged days: 1, 2 to 5, more than 5 */
    lengthMix: z.object({
      oneDay: z.number().int(),
      twoToFive: z.number().int(),
      overFive: z.number().int(),
    }),
    today: z.object({
      pickupsDue: z.number().int(),
      returnsDue: z.number().int(),
      overdue: z.number().int(),
      carsReady: z.number().int(),
      carsNotReady: z.number().int(),
    }),
    charts: z.object({
      revenue: z.array(z.object({ bucket: isoDate, revenue: z.number().int() })),
      utilisation: z.array(z.object({ bucket: isoDate, utilisation: figure })),
      fleetByStatus: z.array(
        z.object({ status: z.enum(vehicleStatuses), count: z.number().int() }),
      ),
      reservationsBySource: z.array(
        z.object({ source: z.enum(reservationSources), count: z.number().int() }),
      ),
      revenueByBranch: z.array(
        z.object({ branchId: z.uuid(), branchName: z.string(), revenue: z.number().int() }),
      ),
    }),
  })
  .meta({ id: 'Dashboard' });
export type DashboardView = z.infer<typeof dashboardView>;

/** The reports behind `reports:read`. */
export const reportNames = [
  'revenue',
  'utilisation',
  'rentals',
  'outstanding',
  'maintenance-costs',
  'no-shows',
] as const;
export type ReportName = (typeof reportNames)[number];

export const reportFormats = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportQuery = dashboardQuery.extend({
  format: oneOf(reportFormats).optional(),
  page: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().positive().max(200).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** Report cells holding a code of a value list, named in the reader's language. */
export const reportValueKinds = ['category', 'rentalStatus', 'workOrderType'] as const;
export type ReportValueKind = (typeof reportValueKinds)[number];

/** A report's page: its columns (a message key each) and rows of cells. */
export const reportCell = z.union([z.string(), z.number(), z.null()]);
export const reportColumn = z.object({
  key: z.string(),
  /**
   * how the cell reads: text, count, money (minor units), bp (basis points), date, tenths of a
   * day, or a code of a value list (a car's category, a rental's status, a work order's type)
   */
  kind: z.enum(['text', 'count', 'money', 'bp', 'date', 'tenthDays', ...reportValueKinds]),
});
export const reportPage = pagedView(z.record(z.string(), reportCell)).extend({
  name: z.enum(reportNames),
  columns: z.array(reportColumn),
  currency: z.string(),
});
export type ReportPage = z.infer<typeof reportPage>;

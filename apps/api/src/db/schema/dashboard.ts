// The dashboard module's roll-ups: each finished day's figures per branch pair and vehicle
// category, which days are stored, the spans of time writes have made stale since, and each
// booking's balance. The database's own triggers (migration `dashboard_rollups`) mark the stale
// spans and keep the balances in the transaction of every write, whatever wrote it; only the
// dashboard module reads and rewrites the rest. See docs/product/dashboard.md.
import { sql } from 'drizzle-orm';
import { bigint, date, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const seconds = (name: string) => numeric(name).notNull().default('0');

/** A stored day, and the time zone its days were cut in. */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    timeZone: text('time_zone').notNull(),
    computedAt: instant('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/**
 * One finished day's figures for the rows sharing a pickup branch, a return branch and a vehicle
 * category (a car's own figures have its branch as both). Sums over the day, and the fleet's
 * standing at the day's end.
 */
export const dashboardDayFigures = pgTable(
  'dashboard_day_figures',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    pickupBranchId: uuid('pickup_branch_id'),
    returnBranchId: uuid('return_branch_id'),
    category: text('category'),
    availableSeconds: seconds('available_seconds'),
    rentedSeconds: seconds('rented_seconds'),
    revenue: count('revenue'),
    rentalRevenue: count('rental_revenue'),
    chargedDays: count('charged_days'),
    rentals: count('rentals'),
    oneDay: count('one_day'),
    twoToFive: count('two_to_five'),
    overFive: count('over_five'),
    reservations: count('reservations'),
    noShows: count('no_shows'),
    cancellations: count('cancellations'),
    backOfficeBookings: count('back_office_bookings'),
    customerAreaBookings: count('customer_area_bookings'),
    maintenanceCost: count('maintenance_cost'),
    damageCost: count('damage_cost'),
    damageRecovered: count('damage_recovered'),
    newCustomers: count('new_customers'),
    inService: count('in_service'),
    onRent: count('on_rent'),
    idle: count('idle'),
    fleet: count('fleet'),
    ageSeconds: seconds('age_seconds'),
  },
  (t) => [index('dashboard_day_figures_tenant_day_idx').on(t.tenantId, t.day)],
);

/** A span of time whose stored days a write changed; `hi` is infinity for what is still open. */
export const dashboardStale = pgTable(
  'dashboard_stale',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    lo: instant('lo').notNull(),
    hi: instant('hi').notNull(),
  },
  (t) => [index('dashboard_stale_tenant_idx').on(t.tenantId)],
);

/** A confirmed or completed booking's balance: what it owes and what came in towards it. */
export const bookingBalances = pgTable(
  'booking_balances',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').notNull(),
    owed: count('owed'),
    paid: count('paid'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.reservationId] }),
    index('booking_balances_owing_idx')
      .on(t.tenantId)
      .where(sql`${t.owed} > ${t.paid}`),
  ],
);

/**
 * Tables whose rows the database derives from other tables' rows: a company's own records never
 * live in them, and they follow those rows' writes and deletions on their own.
 */
export const derivedTables: readonly string[] = [
  'dashboard_days',
  'dashboard_day_figures',
  'dashboard_stale',
  'booking_balances',
];

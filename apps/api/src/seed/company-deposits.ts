import type { VehicleCategory } from '@motorpool/domain/value-lists';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/engine.ts';
import { tenants } from '../db/schema/index.ts';

// The deposit a demo company holds at checkout per category, in major units of its currency
// (the demo companies' currencies have two decimals):
// dearer cars, bigger deposits, so the rentals show deposits held, captured and released.
const depositsInMajorUnits: Record<VehicleCategory, number> = {
  economy: 500,
  compact: 750,
  midsize: 1000,
  fullsize: 1500,
  suv: 2000,
  convertible: 2500,
  luxury: 3000,
};

/** Sets the demo company's deposits unless it already has payment settings of its own. */
export async function seedCompanyDeposits(database: Database, tenantId: string): Promise<void> {
  const deposits = Object.fromEntries(
    Object.entries(depositsInMajorUnits).map(([category, major]) => [category, major * 100]),
  );
  await database.db
    .update(tenants)
    .set({
      settings: sql`${tenants.settings} || jsonb_build_object('payments',
        jsonb_build_object('securityDepositPerCategory', ${JSON.stringify(deposits)}::jsonb))`,
    })
    .where(and(eq(tenants.id, tenantId), sql`${tenants.settings} -> 'payments' is null`));
}

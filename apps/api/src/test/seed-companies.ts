import { sql } from 'drizzle-orm';
import type { Database } from '../db/engine.ts';
import { tenants } from '../db/schema/index.ts';
import { seedDemo } from '../seed/demo.ts';

// The demo companies as the suite starts from. Its bookings sit on a fixed calendar in 2030
// (reservations/test-support.ts `base`), so weekdays, branch hours and offers read the same on
// whatever day it runs: its companies take pickups that far ahead, as any company may choose.
export async function seedTestCompanies(database: Database): Promise<void> {
  await seedDemo(database);
  await database.db.update(tenants).set({
    settings: sql`${tenants.settings} || jsonb_build_object('rentalPolicy',
      coalesce(${tenants.settings}->'rentalPolicy', '{}'::jsonb) || '{"furthestPickupDays": 3650}'::jsonb)`,
  });
}

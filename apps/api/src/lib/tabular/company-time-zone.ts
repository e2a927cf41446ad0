import { eq } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { tenants } from '../../db/schema/index.ts';

// The company's time zone (IANA), which an export states its time in.
export async function companyTimeZone(database: Database, tenantId: string): Promise<string> {
  const [row] = await database.db
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.timeZone ?? 'UTC';
}

import { sql } from 'drizzle-orm';

// Row level security policies compare tenant_id to this transaction-local setting.
export const selectTenant = (tenantId: string) =>
  sql`select set_config('app.tenant_id', ${tenantId}, true)`;

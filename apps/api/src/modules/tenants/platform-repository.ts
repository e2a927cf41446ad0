// The platform's reads of the companies: the `tenants` rows (a platform table, no tenant
// scope) and, inside each company's own scope, how much it uses.
import type {
  PlatformTenantFilterField,
  PlatformTenantSortField,
  TenantUsageView,
} from '@motorpool/domain/schemas/platform-tenant';
import { tenantStatuses } from '@motorpool/domain/value-lists';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/engine.ts';
import {
  branches,
  customers,
  reservations,
  tenants,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';

export const platformTenantFilters: Record<PlatformTenantFilterField, FieldSpec> = {
  status: { kind: 'enum', column: tenants.status, values: tenantStatuses },
  currency: { kind: 'text', column: tenants.currency },
};

const sortColumns: Record<PlatformTenantSortField, SQL> = {
  name: sql`lower(${tenants.name})`,
  subdomain: sql`${tenants.subdomain}`,
  status: sql`${tenants.status}`,
  createdAt: sql`${tenants.createdAt}`,
};

export async function listTenants(db: Db, q: ParsedList<PlatformTenantSortField>) {
  const search = q.search
    ? or(
        ilikeContains(tenants.name, q.search),
        ilikeContains(tenants.subdomain, q.search),
        ilikeContains(tenants.adminEmail, q.search),
      )
    : undefined;
  const where = and(...q.conditions, search);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await db
    .select()
    .from(tenants)
    .where(where)
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, asc(tenants.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await db.select({ total: count() }).from(tenants).where(where);
    return counted?.total ?? 0;
  });
  return { rows, total };
}

/**
 * What the company holds, in one statement: each count a subquery in the company's own scope
 * (row level security shows no other), read beside its `tenants` row.
 */
export async function tenantUsage(tx: Tx, tenantId: string): Promise<TenantUsageView> {
  const counted = (table: PgTable) => sql<number>`(select count(*)::int from ${table})`;
  const [row] = await tx
    .select({
      branches: counted(branches),
      vehicles: counted(vehicles),
      users: counted(users),
      customers: counted(customers),
      reservations: counted(reservations),
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? { branches: 0, vehicles: 0, users: 0, customers: 0, reservations: 0 };
}

// The platform's reads of the companies: the `tenants` rows (a platform table, no tenant
// scope) and, inside each company's own scope, how much it uses.
import type {
  PlatformTenantFilterField,
  PlatformTenantSortField,
  TenantUsageView,
} from '@motorpool/domain/schemas/platform-tenant';
import { tenantStatuses } from '@motorpool/domain/value-lists';
import { and, asc, count, or, type SQL, sql } from 'drizzle-orm';
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

/** What the company holds, counted in its own scope (row level security shows no other). */
export async function tenantUsage(tx: Tx): Promise<TenantUsageView> {
  const counted = async (table: PgTable) => {
    const [row] = await tx.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    branches: await counted(branches),
    vehicles: await counted(vehicles),
    users: await counted(users),
    customers: await counted(customers),
    reservations: await counted(reservations),
  };
}

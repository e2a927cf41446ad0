import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;

export async function findTenantById(db: Db | Tx, id: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row ?? null;
}

export async function findTenantBySubdomain(
  db: Db | Tx,
  subdomain: string,
): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.subdomain, subdomain)).limit(1);
  return row ?? null;
}

/** The company whose custom domain this is, once the domain is verified. */
export async function findTenantByVerifiedDomain(
  db: Db | Tx,
  domain: string,
): Promise<TenantRow | null> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.customDomain, domain), isNotNull(tenants.domainVerifiedAt)))
    .limit(1);
  return row ?? null;
}

/** Every company's id, whatever its status (housekeeping visits them all). */
export async function listTenantIds(db: Db | Tx): Promise<string[]> {
  const rows = await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id);
  return rows.map((row) => row.id);
}

export async function insertTenant(db: Db | Tx, values: NewTenantRow): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTenantRow(
  db: Db | Tx,
  id: string,
  values: Partial<NewTenantRow>,
): Promise<TenantRow | null> {
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, id)).returning();
  return row ?? null;
}

/** The tenant row, locked until the transaction ends (settings changes read, check, write). */
export async function lockTenantById(tx: Tx, id: string): Promise<TenantRow | null> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update').limit(1);
  return row ?? null;
}

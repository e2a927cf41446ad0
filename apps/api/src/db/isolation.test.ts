import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { createTestDatabase } from '../test/databases.ts';
import type { Database } from './engine.ts';
import { auditLogs, files, idempotencyKeys, outbox, tenants } from './schema/index.ts';

let database: Database;
let dispose: () => Promise<void>;
const a = uuidv7();
const b = uuidv7();

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await database.db.insert(tenants).values([
    { id: a, name: 'Tenant A', subdomain: `a${a.slice(-8)}`, adminEmail: 'a@a.test' },
    { id: b, name: 'Tenant B', subdomain: `b${b.slice(-8)}`, adminEmail: 'b@b.test' },
  ]);
  for (const tenantId of [a, b]) {
    await database.withTenant(tenantId, async (tx) => {
      await tx
        .insert(auditLogs)
        .values({ tenantId, actorType: 'system', action: 'create', entityType: 'probe' });
      await tx.insert(outbox).values({ tenantId, kind: 'email', payload: { to: tenantId } });
      await tx.insert(files).values({
        tenantId,
        fileName: 'logo.png',
        contentType: 'image/png',
        sizeBytes: 3,
        sha256: 'x',
        content: Buffer.from([1, 2, 3]),
      });
      await tx.insert(idempotencyKeys).values({
        tenantId,
        userId: '00000000-0000-4000-8000-000000000001',
        key: 'k1',
        requestHash: 'h',
        statusCode: 201,
        responseBody: { ok: true },
      });
    });
  }
});

afterAll(async () => dispose());

describe('tenant isolation by row level security', () => {
  const tables = { auditLogs, outbox, files, idempotencyKeys };

  it.each(Object.entries(tables))(
    '%s: a query without any tenant filter sees only the current tenant',
    async (_name, table) => {
      const rows = await database.withTenant(a, (tx) => tx.select().from(table));
      expect(rows.length).toBe(1);
      expect(rows.every((row) => row.tenantId === a)).toBe(true);
    },
  );

  it.each(Object.entries(tables))(
    '%s: outside a tenant transaction nothing is visible',
    async (_n, table) => {
      expect(await database.db.select().from(table)).toEqual([]);
    },
  );

  it("refuses to write a row into another tenant's data", async () => {
    await expect(
      database.withTenant(a, (tx) =>
        tx.insert(outbox).values({ tenantId: b, kind: 'email', payload: {} }),
      ),
    ).rejects.toThrow();
    const bRows = await database.withTenant(b, (tx) => tx.select().from(outbox));
    expect(bRows.length).toBe(1);
  });

  it("cannot update or delete another tenant's rows even by id", async () => {
    const [bRow] = await database.withTenant(b, (tx) => tx.select().from(outbox));
    const updated = await database.withTenant(a, (tx) =>
      tx.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, bRow!.id)).returning(),
    );
    const deleted = await database.withTenant(a, (tx) =>
      tx.delete(outbox).where(eq(outbox.id, bRow!.id)).returning(),
    );
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    const [after] = await database.withTenant(b, (tx) => tx.select().from(outbox));
    expect(after!.status).toBe('pending');
  });

  it('keeps the audit trail append-only for the application', async () => {
    await expect(
      database.withTenant(a, (tx) => tx.update(auditLogs).set({ action: 'tampered' })),
    ).rejects.toThrow();
    await expect(database.withTenant(a, (tx) => tx.delete(auditLogs))).rejects.toThrow();
    const [row] = await database.withTenant(a, (tx) => tx.select().from(auditLogs));
    expect(row!.action).toBe('create');
  });

  it('runs as a role that is not a superuser and cannot bypass row level security', async () => {
    const [role] = await database.run<{ rolsuper: boolean; rolbypassrls: boolean; name: string }>(
      'SELECT rolname AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user',
    );
    expect(role).toEqual({ name: 'motorpool_app', rolsuper: false, rolbypassrls: false });
  });

  it('forces row level security with a tenant policy on every table that has tenant_id', async () => {
    const rows = await database.run<{ table: string; forced: boolean; policies: number }>(
      `SELECT c.relname AS table, c.relforcerowsecurity AND c.relrowsecurity AS forced,
              (SELECT count(*)::int FROM pg_policies p WHERE p.tablename = c.relname) AS policies
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND EXISTS (SELECT 1 FROM pg_attribute a
                       WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row, row.table).toMatchObject({ forced: true, policies: 1 });
  });

  it('keys every tenant table by (tenant_id, id) or (tenant_id, key)', async () => {
    const rows = await database.run<{ table: string; first: string }>(
      `SELECT tc.table_name AS table, kcu.column_name AS first
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu
           ON kcu.constraint_name = tc.constraint_name AND kcu.ordinal_position = 1
        WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
          AND tc.table_name IN (SELECT table_name FROM information_schema.columns
                                 WHERE table_schema = 'public' AND column_name = 'tenant_id')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.first, row.table).toBe('tenant_id');
  });
});

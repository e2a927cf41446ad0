import { lookupTypes } from '@motorpool/domain/schemas/lookup';
import { vinPattern } from '@motorpool/domain/schemas/vehicle';
import { vehicleCategories, vehicleStatuses } from '@motorpool/domain/value-lists';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import {
  branches,
  lookups,
  vehicleFiles,
  maintenanceWorkOrders,
  vehicles,
} from '../db/schema/index.ts';
import { createTestDatabase } from '../test/databases.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { seedDemo } from './demo.ts';
import { withCheckDigit } from './fleet.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seeded: true }));
}, 120_000);
afterAll(async () => {
  await dispose();
});

const countIn = (subdomain: string, table: typeof vehicles | typeof branches | typeof lookups) =>
  tenantId(database, subdomain).then((id) =>
    database.withTenant(id, async (tx) => (await tx.select({ n: count() }).from(table))[0]!.n),
  );

describe('fleet seed', () => {
  it('gives demo a large fleet over every category and status, and acme a small one', async () => {
    const demo = await tenantId(database, 'demo');
    const rows = await database.withTenant(demo, (tx) => tx.select().from(vehicles));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(vehicleCategories));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(vehicleStatuses));
    for (const row of rows) {
      expect(row.vin).toMatch(vinPattern);
      expect(withCheckDigit(row.vin)).toBe(row.vin);
    }
    const cities = await database.withTenant(demo, (tx) =>
      tx.select({ city: branches.city, country: branches.country }).from(branches),
    );
    expect(new Set(cities.map((c) => c.country))).toEqual(new Set(['SA', 'AE']));
    expect(await countIn('acme', vehicles)).toBe(8);
    expect(await countIn('acme', branches)).toBe(1);
  });

  it('gives every vehicle an image, a document and maintenance history', async () => {
    const demo = await tenantId(database, 'demo');
    const holders = await database.withTenant(demo, async (tx) => {
      const ofKind = async (kind: 'image' | 'document') =>
        new Set(
          (
            await tx
              .selectDistinct({ id: vehicleFiles.vehicleId })
              .from(vehicleFiles)
              .where(eq(vehicleFiles.kind, kind))
          ).map((r) => r.id),
        );
      const serviced = (
        await tx.selectDistinct({ id: maintenanceWorkOrders.vehicleId }).from(maintenanceWorkOrders)
      ).map((r) => r.id);
      const all = (await tx.select({ id: vehicles.id }).from(vehicles)).map((r) => r.id);
      return {
        all,
        images: await ofKind('image'),
        documents: await ofKind('document'),
        serviced: new Set(serviced),
      };
    });
    for (const id of holders.all) {
      expect(holders.images.has(id) && holders.documents.has(id) && holders.serviced.has(id)).toBe(
        true,
      );
    }
    const lookupRows = await database.withTenant(demo, (tx) => tx.select().from(lookups));
    // the standard lists; the extras among them come from reservation-add-ons.ts
    expect(new Set(lookupRows.map((l) => l.type))).toEqual(new Set(lookupTypes));
    expect(lookupRows.filter((l) => /[\u0600-\u06ff]/.test(l.nameAr ?? '')).length).toBeGreaterThan(
      25,
    );
  });

  it('changes nothing when run again', async () => {
    const before = await Promise.all([countIn('demo', vehicles), countIn('demo', lookups)]);
    await seedDemo(database);
    const after = await Promise.all([countIn('demo', vehicles), countIn('demo', lookups)]);
    expect(after).toEqual(before);
    const demo = await tenantId(database, 'demo');
    const [files] = await database.withTenant(demo, (tx) =>
      tx.select({ n: count() }).from(vehicleFiles).where(eq(vehicleFiles.kind, 'image')),
    );
    expect(files?.n).toBe(before[0]);
    const [records] = await database.withTenant(demo, (tx) =>
      tx.select({ n: count() }).from(maintenanceWorkOrders),
    );
    expect(records?.n).toBeGreaterThan(before[0]);
  });
});

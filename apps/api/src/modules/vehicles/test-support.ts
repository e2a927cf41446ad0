// Helpers for the fleet tests (lookups, branches, vehicles, files): not part of the server.
import { desc, eq } from 'drizzle-orm';
import type { Response as InjectResponse } from 'light-my-request';
import { expect } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Fleet = {
  t: TestApp;
  demo: string;
  acme: string;
  admin: TestUser;
  viewer: TestUser;
  staff: TestUser;
  acmeAdmin: TestUser;
  call: (
    method: Method,
    url: string,
    as: TestUser | null,
    options?: {
      body?: unknown;
      tenant?: string;
      language?: 'ar';
      headers?: Record<string, string>;
    },
  ) => Promise<InjectResponse>;
  auditOf: (entityId: string) => Promise<(typeof auditLogs.$inferSelect)[]>;
};

export async function createFleet(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<Fleet> {
  const t = await createTestApp(options);
  const demo = await tenantId(t.database, 'demo');
  const acme = await tenantId(t.database, 'acme');
  const [admin, viewer, staff, acmeAdmin] = await Promise.all([
    createTestUser(t.database, demo, { roles: ['admin'] }),
    createTestUser(t.database, demo, { roles: ['viewer'] }),
    createTestUser(t.database, demo, { roles: ['staff'] }),
    createTestUser(t.database, acme, { roles: ['admin'] }),
  ]);
  return {
    t,
    demo,
    acme,
    admin,
    viewer,
    staff,
    acmeAdmin,
    call: (method, url, as, options = {}) => {
      const tenant = options.tenant ?? (as === acmeAdmin ? acme : demo);
      return t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: {
          ...(as ? bearer(as, tenant) : { 'x-tenant-id': tenant }),
          ...(options.language ? { 'accept-language': options.language } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
    },
    auditOf: (entityId) =>
      t.database.withTenant(demo, (tx) =>
        tx
          .select()
          .from(auditLogs)
          .where(eq(auditLogs.entityId, entityId))
          .orderBy(desc(auditLogs.createdAt)),
      ),
  };
}

let sequence = 0;
const next = () => (sequence += 1);

// VIN characters exclude I, O and Q; the serial part makes each one unique.
export function uniqueVin(): string {
  const serial = `${String(Date.now() % 10_000).padStart(4, '0')}${String(next()).padStart(3, '0')}`;
  return `JTDKN3DU5A${serial}`;
}

export function uniquePlate(): string {
  return `TST ${String(next()).padStart(5, '0')}`;
}

export const branchBody = (overrides: object = {}) => ({
  name: 'Test Branch',
  code: `TB-${next()}`,
  address: 'Olaya Street 1',
  city: 'Riyadh',
  country: 'SA',
  phone: '+966 11 555 0000',
  email: 'branch@demo.test',
  ...overrides,
});

export const vehicleBody = (branchId: string, overrides: object = {}) => ({
  make: 'Toyota',
  model: 'Camry',
  vin: uniqueVin(),
  year: 2023,
  color: 'White',
  licensePlate: uniquePlate(),
  branchId,
  dailyRate: 25000,
  mileage: 1200,
  fuelType: 'hybrid',
  transmission: 'automatic',
  seatingCapacity: 5,
  category: 'midsize',
  features: ['bluetooth'],
  ...overrides,
});

export async function createBranch(f: Fleet, overrides: object = {}, as = f.admin) {
  const res = await f.call('POST', '/branches', as, {
    body: branchBody(overrides),
    ...(as === f.acmeAdmin ? { tenant: f.acme } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string };
}

export async function createVehicle(f: Fleet, branchId: string, overrides: object = {}) {
  const res = await f.call('POST', '/vehicles', f.admin, {
    body: vehicleBody(branchId, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; vin: string; licensePlate: string; status: string };
}

/** A multipart body with optional text fields before one file part. */
export function multipart(
  file: { name: string; type: string; content: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----fleet${Date.now()}${next()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

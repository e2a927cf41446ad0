// Helpers for the identity tests (auth, sessions): not part of the server.
import { defaultRolePermissions, tenantRoleNames } from '@motorpool/domain/permissions';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { outbox, roles, tenants } from '../../db/schema/index.ts';
import type { TenantAuthSettings } from '../../db/schema/tenants.ts';
import type { TestApp } from '../../test/app.ts';

export const password = 'Str0ng#Pass';

// The system roles with the documented matrix, unless another module seeded them already.
export async function seedRoles(database: Database, tenantId: string): Promise<void> {
  await database.withTenant(tenantId, (tx) =>
    tx
      .insert(roles)
      .values(
        tenantRoleNames.map((name) => ({
          tenantId,
          name,
          label: name,
          permissions: [...defaultRolePermissions[name]],
          isSystem: true,
        })),
      )
      .onConflictDoNothing(),
  );
}

export async function tenantId(database: Database, subdomain: string): Promise<string> {
  const [row] = await database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.subdomain, subdomain));
  if (!row) throw new Error(`no tenant ${subdomain}`);
  return row.id;
}

export async function setAuthSettings(
  t: TestApp,
  id: string,
  settings: TenantAuthSettings,
): Promise<void> {
  await t.database.db.update(tenants).set({ authSettings: settings }).where(eq(tenants.id, id));
  t.services.tenants.forget(id);
}

// Mail is written by the mail module's event subscriber, which the outbox runs after the
// response that published the event: wait (a bounded while) until no event of the company
// is still on its way. Rows that failed and wait for a retry carry an error and are left.
async function eventsSettled(database: Database, id: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const underway = await database.withTenant(id, (tx) =>
      tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.tenantId, id),
            inArray(outbox.kind, ['event', 'event_delivery']),
            eq(outbox.status, 'pending'),
            isNull(outbox.lastError),
          ),
        )
        .limit(1),
    );
    if (underway.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function mails(database: Database, id: string) {
  await eventsSettled(database, id);
  const rows = await database.withTenant(id, (tx) =>
    tx.select().from(outbox).where(eq(outbox.tenantId, id)).orderBy(outbox.createdAt),
  );
  return rows
    .filter((r) => r.kind === 'email')
    .map((r) => r.payload as { to: string; subject: string; text: string; locale: string });
}

export function linkToken(text: string, path: string): string {
  const match = new RegExp(`/auth/${path}\\?token=([\\w%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

let address = 0;
/** A fresh client address per call, so the per-address login limit stays out of the way. */
export const nextIp = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    tenant?: string | null;
    token?: string;
    body?: object;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(options.tenant ? { 'x-tenant-id': options.tenant } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body ? { payload: options.body } : {}),
  });
}

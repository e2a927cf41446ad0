// Helpers for the support-visit tests: not part of the server.
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/app.ts';
import { createPlatformAdmin, createTestUser, type TestUser } from '../../test/identity.ts';
import { impersonations, platformActivity, users } from '../../db/schema/index.ts';

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };

export function caller(t: TestApp) {
  return (headers: Record<string, string>, { method, url, payload }: Call, lng = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...headers, 'accept-language': lng },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** A super administrator: their headers and id. */
export async function platformAdmin(t: TestApp, email: string) {
  const token = await createPlatformAdmin(t.database, email);
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { headers: { authorization: `Bearer ${token}` }, id };
}

/**
 * A company made by the platform (its invited administrator, whom a visit acts as), with a
 * second administrator who has signed in.
 */
export async function companyWithAdmin(
  t: TestApp,
  platform: Record<string, string>,
  subdomain: string,
): Promise<{ id: string; admin: TestUser; ownerId: string }> {
  const created = await caller(t)(platform, {
    method: 'POST',
    url: '/platform/tenants',
    payload: {
      name: `Company ${subdomain}`,
      subdomain,
      country: 'SA',
      plan: 'professional',
      adminEmail: `owner@${subdomain}.test`,
      adminFirstName: 'Owner',
      adminLastName: subdomain,
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = (created.json() as { id: string }).id;
  const admin = await createTestUser(t.database, id, {
    roles: ['admin'],
    email: `manager@${subdomain}.test`,
  });
  const [owner] = await t.database.withTenant(id, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `owner@${subdomain}.test`)),
  );
  if (!owner) throw new Error('the company was made without its administrator');
  return { id, admin, ownerId: owner.id };
}

export const visitHeaders = (token: string, tenantId: string) => ({
  authorization: `Bearer ${token}`,
  'x-tenant-id': tenantId,
});

export async function visitRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(impersonations).where(eq(impersonations.id, id));
  return row;
}

export function activityAbout(t: TestApp, companyId: string) {
  return t.database.db
    .select()
    .from(platformActivity)
    .where(eq(platformActivity.entityId, companyId));
}

export const reason = 'Customer reported a broken invoice layout';

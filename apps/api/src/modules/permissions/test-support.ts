// Helpers for the permission tests: not part of the server.
import { desc, eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function client(t: TestApp, tenantId: string) {
  return {
    user: (roles: string[], permissions: string[] = []) =>
      createTestUser(t.database, tenantId, { roles, permissions }),
    call: (method: Method, url: string, as: TestUser, body?: object) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: bearer(as, tenantId),
        ...(body ? { payload: body } : {}),
      }),
    auditOf: (entityId: string) =>
      t.database.withTenant(tenantId, (tx) =>
        tx
          .select()
          .from(auditLogs)
          .where(eq(auditLogs.entityId, entityId))
          .orderBy(desc(auditLogs.createdAt)),
      ),
  };
}

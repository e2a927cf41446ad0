// Which of a company's session families are still good (not revoked, not expired) for active
// users: the same rule the auth plugin applies per request (tenant_principal), asked once for
// every socket of the company, so a revoked session or suspended user loses its socket.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { sessions, users } from '../../db/schema/index.ts';

export function createSessionLiveness(database: Database) {
  return async (tenantId: string, families: readonly string[]): Promise<Set<string>> => {
    if (families.length === 0) return new Set();
    const rows = await database.withTenant(tenantId, (tx) =>
      tx
        .selectDistinct({ familyId: sessions.familyId })
        .from(sessions)
        .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
        .where(
          and(
            inArray(sessions.familyId, [...families]),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.status, 'active'),
          ),
        ),
    );
    return new Set(rows.map((r) => r.familyId));
  };
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;

// Writing the super administrators' activity log. Called inside the transaction of the change it
// records (a company created, a request handled), so neither exists without the other; sign-in
// and sign-out write their row beside the session they open or close.
import type { ActivityType } from '@motorpool/domain/platform-lists';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { platformActivity } from '../../db/schema/index.ts';

export type PlatformActivityEntry = {
  /** The super administrator; null for the platform's own work (a scheduled removal). */
  actorId: string | null;
  /**
   * Kept beside the id so the log still names someone whose account is gone; when left out, the
   * super administrator's current e-mail is read in the same statement.
   */
  actorEmail?: string | null;
  action: ActivityType;
  /** What was acted on: 'tenant', 'contact_request', 'platform_session', 'impersonation' … */
  entityType: string;
  entityId?: string | null;
  /** What changed, e.g. `{ move: 'suspend', from: 'active', to: 'suspended' }`. */
  detail?: Record<string, unknown>;
  ip?: string | null;
  requestId?: string | null;
};

export async function recordPlatformActivity(
  tx: Tx | Db,
  entry: PlatformActivityEntry,
): Promise<void> {
  await tx.insert(platformActivity).values({
    actorId: entry.actorId,
    actorEmail:
      entry.actorEmail ??
      (entry.actorId ? sql`(select email from platform_users where id = ${entry.actorId})` : null),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
  });
}

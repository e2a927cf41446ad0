import type { Database, Tx } from '../../db/engine.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { deleteEndedPlatformSessions, deleteEndedSessions } from './purge-repository.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'sessions.cleanup': Record<string, never>;
  }
}

/** Ended sessions are kept a day, as POST /sessions/cleanup keeps the caller's. */
export const endedSessionsKeptMs = 86_400_000;

export type SessionJobDeps = {
  database: Database;
  /** every company's id (the tenants module) */
  tenantIds: () => Promise<string[]>;
  /** deletes a company's spent single-use tokens (the auth module owns them) */
  purgeSpentTokens: (tx: Tx, before: Date) => Promise<number>;
};

// The sessions module's scheduled work, handed to the job registry by the composition root.
export function sessionJobs({ database, tenantIds, purgeSpentTokens }: SessionJobDeps) {
  return [
    defineJob({
      name: 'sessions.cleanup',
      description:
        'Deletes sessions that ended, and single-use tokens used or expired, over a day ago',
      schedule: { dailyAt: '03:00' },
      async handler({ now, signal, log }) {
        const before = new Date(now().getTime() - endedSessionsKeptMs);
        const removed = { sessions: 0, tokens: 0, platformSessions: 0 };
        const failures: string[] = [];
        // One short transaction per company, so one company's trouble neither stalls nor
        // undoes the others'; the deletes are idempotent, so a retry simply finishes the work.
        for (const tenantId of await tenantIds()) {
          signal.throwIfAborted();
          try {
            await database.withTenant(tenantId, async (tx) => {
              removed.sessions += await deleteEndedSessions(tx, before);
              removed.tokens += await purgeSpentTokens(tx, before);
            });
          } catch (err) {
            log.warn({ tenantId, err }, 'session clean-up failed for a company');
            failures.push(tenantId);
          }
        }
        removed.platformSessions = await deleteEndedPlatformSessions(database.db, before);
        if (failures.length > 0) {
          throw new Error(
            `clean-up failed for ${failures.length} companies: ${failures.join(', ')}`,
          );
        }
        return removed;
      },
    }),
  ];
}

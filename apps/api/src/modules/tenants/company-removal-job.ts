import type { Database } from '../../db/engine.ts';
import { selectTenant } from '../../db/tenant-context.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { isDeadlock, isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { recordPlatformActivity } from '../platform/ports.ts';
import {
  companyTables,
  countCompanyRows,
  listDueRemovals,
  lockDueRemoval,
  releaseCompanyReferences,
  removeCompanyRows,
} from './company-data-repository.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'tenants.remove-deleted': Record<string, never>;
  }
}

// A company scheduled for deletion is removed once its grace has passed: every row of it in
// every table (its stored files are rows of `files`), then its tenants row. Each company goes
// in its own transaction, so one failure neither undoes nor stalls the others; a company restored
// meanwhile is read again under the lock and left alone.
export function companyRemovalJobs(database: Database, forget: (id: string) => void) {
  return [
    defineJob({
      name: 'tenants.remove-deleted',
      description: 'Removes every company whose deletion grace has passed, with all its data',
      schedule: { everyMs: 60 * 60_000 },
      async handler({ now, signal, log }) {
        const at = now();
        let removed = 0;
        const failures: string[] = [];
        for (const id of await listDueRemovals(database.db, at)) {
          signal.throwIfAborted();
          try {
            if (await removeWithRetries(database, id, at)) removed += 1;
            forget(id);
          } catch (err) {
            log.warn({ tenantId: id, err }, 'removing a company failed');
            failures.push(`${id} (${err instanceof Error ? err.message : String(err)})`);
          }
        }
        if (failures.length > 0) throw new Error(`removal failed for ${failures.join(', ')}`);
        return { removed };
      },
    }),
  ];
}

// The company's own work may still be running (a no-show marked, a notification written) and
// meet the removal in a deadlock or a row it has just added; a fresh attempt sees it finished.
async function removeWithRetries(database: Database, id: string, at: Date): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await removeCompany(database, id, at);
    } catch (error) {
      const raced = isDeadlock(error) || isForeignKeyViolation(error);
      if (!raced || attempt >= 3) throw error;
    }
  }
}

async function removeCompany(database: Database, id: string, at: Date): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const company = await lockDueRemoval(tx, id, at);
    if (!company) return false;
    await tx.execute(selectTenant(id));
    const rows = await countCompanyRows(tx, await companyTables(tx));
    await releaseCompanyReferences(tx, id);
    await removeCompanyRows(tx, id);
    await recordPlatformActivity(tx, {
      actorId: null,
      actorEmail: null,
      action: 'delete',
      entityType: 'tenant',
      entityId: id,
      detail: { name: company.name, subdomain: company.subdomain, removed: true, rows },
    });
    return true;
  });
}

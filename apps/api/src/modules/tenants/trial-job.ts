import { applyAction } from '@motorpool/domain/status-machine';
import { tenantMachine } from '@motorpool/domain/status-machines';
import type { Database } from '../../db/engine.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { listExpiredTrials } from './lifecycle-repository.ts';
import type { TenantService } from './service.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'tenants.end-trials': Record<string, never>;
  }
}

class MovedMeanwhile extends Error {}

// A trial past its end becomes read-only (trial_ended): nothing is deleted, and the company's
// data stays readable until a super administrator puts it on a plan.
export function tenantJobs(database: Database, tenants: TenantService) {
  return [
    defineJob({
      name: 'tenants.end-trials',
      description: 'Moves every company whose trial has ended to read-only (trial_ended)',
      schedule: { everyMs: 15 * 60_000 },
      async handler({ now, signal, log }) {
        let ended = 0;
        const failures: string[] = [];
        for (const id of await listExpiredTrials(database.db, now())) {
          signal.throwIfAborted();
          try {
            await tenants.changeTenant(
              id,
              (before) => {
                const move = applyAction(tenantMachine, 'endTrial', before.status);
                if (!move.ok) throw new MovedMeanwhile();
                return { status: move.to };
              },
              { type: 'system' },
              { action: 'endTrial' },
            );
            ended += 1;
          } catch (err) {
            // Read again under the lock: a company activated meanwhile is left as it is.
            if (err instanceof MovedMeanwhile) continue;
            log.warn({ tenantId: id, err }, 'ending a trial failed');
            failures.push(id);
          }
        }
        if (failures.length > 0) throw new Error(`ending trials failed for ${failures.join(', ')}`);
        return { ended };
      },
    }),
  ];
}

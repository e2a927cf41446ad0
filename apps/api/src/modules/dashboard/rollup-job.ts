// Keeps the stored days of every company current between readings: a company whose writes have
// made days stale gets them recomputed from the source rows, for the two months a dashboard
// opens on, so that its next reading finds them stored.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { addDays, dayInZone } from './period.ts';
import type { DashboardDeps } from './ports.ts';
import { refreshDays } from './rollups.ts';
import { planForFigures, rowsOf } from './scope.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'dashboard.refresh-days': Record<string, never>;
  }
}

const keptDays = 62;

export function dashboardJobs(database: Database, deps: DashboardDeps) {
  return [
    defineJob({
      name: 'dashboard.refresh-days',
      description: 'Recomputes the stored dashboard days that writes have made stale',
      schedule: { everyMs: 10 * 60_000 },
      async handler({ now, signal }) {
        const companies = rowsOf(
          await database.db.execute(sql`select id from tenants order by id`),
        );
        let refreshed = 0;
        for (const { id } of companies) {
          signal.throwIfAborted();
          const tenantId = String(id);
          const timeZone = await deps.timeZoneOf(tenantId);
          const today = dayInZone(now(), timeZone);
          refreshed += await database.withTenant(tenantId, async (tx) => {
            const stale = rowsOf(await tx.execute(sql`select 1 from dashboard_stale limit 1`));
            if (stale.length === 0) return 0;
            await planForFigures(tx);
            await refreshDays(
              tx,
              tenantId,
              timeZone,
              addDays(today, -keptDays),
              addDays(today, -1),
            );
            return 1;
          });
        }
        return { refreshed };
      },
    }),
  ];
}

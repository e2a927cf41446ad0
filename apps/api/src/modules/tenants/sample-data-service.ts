// A company's sample data: loaded into a company that has no fleet, customers or bookings of its
// own yet, recorded row by row, and removed in one transaction that never takes the company's
// own rows (see docs/product/platform.md, "Sample data").
import type { SampleDataRemoved, SampleDataView } from '@motorpool/domain/schemas/sample-data';
import type { ValidationMessageKey } from '@motorpool/domain/validation-messages';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { type Actor, auditScope, recordAudit } from '../audit/ports.ts';
import type { SampleLoader } from './ports.ts';
import {
  countsByKind,
  hasFleetOrBookings,
  readIds,
  recordNewRows,
  removeSampleRows,
  sampleCounts,
  sampleTables,
} from './sample-data-repository.ts';
import type { createTenantService } from './service.ts';

type Deps = {
  database: Database;
  tenants: Pick<ReturnType<typeof createTenantService>, 'findTenant'>;
  load: SampleLoader;
};

// What the company is told blocks the removal: the first kind of sample its own records hold.
function blockedBy(tables: readonly string[]): ValidationMessageKey {
  if (tables.includes('vehicles')) return 'sampleData.inUseVehicles';
  if (tables.includes('customers')) return 'sampleData.inUseCustomers';
  if (['reservations', 'rentals', 'payments'].some((table) => tables.includes(table))) {
    return 'sampleData.inUseBookings';
  }
  return 'sampleData.inUseRecords';
}

export function createSampleDataService({ database, tenants, load }: Deps) {
  return {
    async view(tenantId: string): Promise<SampleDataView> {
      return database.withTenant(tenantId, async (tx) => {
        const counts = await sampleCounts(tx);
        const loaded = counts.size > 0;
        return {
          loaded,
          counts: countsByKind(counts),
          canLoad: !loaded && !(await hasFleetOrBookings(tx)),
        };
      });
    },

    /**
     * Loads the sample, then records the rows that appeared meanwhile. The seed steps run in
     * transactions of their own (images are drawn between them), so the sample is told apart
     * by the ids each table showed before and after; what a failed load left is recorded too,
     * so that it can still be removed.
     */
    async load(tenantId: string, actor: Actor, requestId?: string): Promise<SampleDataView> {
      const company = await tenants.findTenant({ id: tenantId });
      if (!company) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      const before = await database.withTenant(tenantId, async (tx) => {
        if ((await sampleCounts(tx)).size > 0)
          throw apiError('CONFLICT', 'sampleData.alreadyLoaded');
        if (await hasFleetOrBookings(tx)) throw apiError('CONFLICT', 'sampleData.companyHasData');
        return readIds(tx, await sampleTables(tx));
      });
      try {
        await load({ id: company.id, subdomain: company.subdomain });
      } finally {
        await database.withTenant(tenantId, async (tx) => {
          await recordNewRows(tx, tenantId, before, await readIds(tx, [...before.keys()]));
          await recordAudit(
            tx,
            { tenantId, actor, requestId: requestId ?? null },
            {
              action: 'create',
              entityType: 'sample_data',
              entityId: null,
              after: countsByKind(await sampleCounts(tx)),
            },
          );
        });
      }
      return this.view(tenantId);
    },

    /** Removes every recorded row, or nothing (409 naming what the company's records use). */
    async remove(caller: TenantCaller): Promise<SampleDataRemoved> {
      return database.withTenant(caller.tenantId, async (tx) => {
        if ((await sampleCounts(tx)).size === 0) throw apiError('CONFLICT', 'sampleData.notLoaded');
        const outcome = await removeSampleRows(tx);
        if ('blocked' in outcome) throw apiError('CONFLICT', blockedBy(outcome.blocked));
        const removed = countsByKind(outcome.removed);
        await recordAudit(tx, auditScope(caller), {
          action: 'delete',
          entityType: 'sample_data',
          entityId: null,
          before: removed,
        });
        return { removed };
      });
    },
  };
}

export type SampleDataService = ReturnType<typeof createSampleDataService>;

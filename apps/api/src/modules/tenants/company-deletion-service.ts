// Deleting companies: one at a time or up to 100 at once, each scheduled with the grace of
// deletionGraceDays through the platform service's own move (locked, audited in the company's
// trail, logged in the platform's activity). A bulk request answers for each company what
// happened to it, so one company that cannot move stops none of the others.
import type {
  CompanyBulkDeleteView,
  CompanyDeleteOutcome,
} from '@motorpool/domain/schemas/company-deletion';
import { HttpError } from '../../lib/http-errors.ts';
import type { PlatformCaller } from '../../lib/request-caller.ts';
import type { PlatformTenantService } from './platform-service.ts';

const refusals: Partial<Record<string, CompanyDeleteOutcome>> = {
  NOT_FOUND: 'notFound',
  CONFLICT: 'illegalTransition',
};

export function createCompanyDeletionService(platform: Pick<PlatformTenantService, 'act'>) {
  const schedule = (c: PlatformCaller, id: string) =>
    platform.act(c, id, { action: 'scheduleDeletion' });

  return {
    schedule,

    async scheduleMany(c: PlatformCaller, ids: readonly string[]): Promise<CompanyBulkDeleteView> {
      const results: CompanyBulkDeleteView['results'] = [];
      for (const id of new Set(ids)) {
        try {
          const view = await schedule(c, id);
          results.push({ id, outcome: 'scheduled', deletionDueAt: view.deletionDueAt });
        } catch (error) {
          const outcome = error instanceof HttpError ? refusals[error.code] : undefined;
          if (!outcome) throw error;
          results.push({ id, outcome, deletionDueAt: null });
        }
      }
      const scheduled = results.filter((r) => r.outcome === 'scheduled').length;
      return { results, scheduled, refused: results.length - scheduled };
    },
  };
}

export type CompanyDeletionService = ReturnType<typeof createCompanyDeletionService>;

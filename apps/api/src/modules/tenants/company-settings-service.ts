import type {
  CompanySettings,
  CompanySettingsGroup,
  CompanySettingsPatchParsed,
} from '@motorpool/domain/schemas/company-settings';
import type { Database } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import { patchedColumns, pickGroups, toCompanySettings } from './company-settings-values.ts';
import type { CompanySettingsReader, MoneyRecordHolder } from './ports.ts';
import { findTenantById, lockTenantById, updateTenantRow } from './repository.ts';

export type CompanySettingsDeps = {
  database: Database;
  /** Every module that records amounts in the company's currency. */
  moneyHolders: readonly MoneyRecordHolder[];
  /** Called after a change commits (drops this instance's cached tenant row). */
  changed: (tenantId: string) => void;
};

const groups: readonly CompanySettingsGroup[] = ['company', 'branding', 'rentalPolicy', 'payments'];

/**
 * The company's settings. Every read goes to the database, so a change made through
 * any instance applies on every instance from the next request.
 */
export function createCompanySettingsService({
  database,
  moneyHolders,
  changed,
}: CompanySettingsDeps) {
  async function get(tenantId: string): Promise<CompanySettings> {
    const row = await findTenantById(database.db, tenantId);
    if (!row) throw apiError('NOT_FOUND', 'error.tenantNotFound');
    return toCompanySettings(row);
  }

  return {
    get,

    /**
     * Applies a validated patch. The currency changes only while no module has recorded money
     * in it (409). A patch that changes nothing writes nothing and records no audit row.
     */
    async update(c: TenantCaller, patch: CompanySettingsPatchParsed): Promise<CompanySettings> {
      const touched = groups.filter((g) => patch[g] !== undefined);
      const result = await database.withTenant(c.tenantId, async (tx) => {
        const before = await lockTenantById(tx, c.tenantId);
        if (!before) throw apiError('NOT_FOUND', 'error.tenantNotFound');
        const next = patchedColumns(before, patch);
        if (next.currency !== before.currency) {
          for (const holder of moneyHolders) {
            if (await holder.moneyRecorded(tx, c.tenantId)) {
              throw fieldError('body.company.currency', 'settings.currencyLocked', {
                code: 'CONFLICT',
              });
            }
          }
        }
        const beforeView = toCompanySettings(before);
        const afterRow = { ...before, ...next };
        const afterView = toCompanySettings(afterRow);
        const beforeAudit = pickGroups(beforeView, touched);
        const afterAudit = pickGroups(afterView, touched);
        if (JSON.stringify(beforeAudit) === JSON.stringify(afterAudit)) {
          return { settings: beforeView, wrote: false };
        }
        const saved = await updateTenantRow(tx, c.tenantId, next);
        if (!saved) throw apiError('NOT_FOUND', 'error.tenantNotFound');
        await recordAudit(tx, auditScope(c), {
          action: 'update',
          entityType: 'company_settings',
          entityId: c.tenantId,
          before: beforeAudit,
          after: afterAudit,
        });
        return { settings: toCompanySettings(saved), wrote: true };
      });
      if (result.wrote) changed(c.tenantId);
      return result.settings;
    },
  };
}

export type CompanySettingsService = ReturnType<typeof createCompanySettingsService> &
  CompanySettingsReader;

import type { Currency } from '@motorpool/domain/locale-lists';
import type { ImportReport } from '@motorpool/domain/schemas/tabular';
import { vehicleCreateSchema, type VehicleCreateInput } from '@motorpool/domain/schemas/vehicle';
import { issuesFromZod, toErrorDetails } from '@motorpool/domain/validation-issues';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { Database } from '../../db/engine.ts';
import type { ImportRow } from '../../lib/tabular/import.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudits } from '../audit/ports.ts';
import type { CompanyReader } from './ports.ts';
import { insertVehicles, vehiclesWithIdentifiers } from './repository.ts';
import type { VehicleService } from './service.ts';
import { mayChangeBranch, toVehicleInsert } from './vehicle-inputs.ts';
import { rowToInput } from './transfer-columns.ts';
import { audited } from './views.ts';
import { apiError } from '../../lib/http-errors.ts';
import { planRoom } from '../../lib/plan-limits.ts';
import { countedVehicles } from './fleet-size.ts';

export type VehicleImportResult = ImportReport & { message?: string };

type Failure = ImportReport['failed'][number];
type Candidate = { row: number; input: VehicleCreateInput };

export async function tenantCurrency(tenants: CompanyReader, tenantId: string): Promise<Currency> {
  const tenant = await tenants.findTenant({ id: tenantId });
  return (tenant?.currency ?? 'SAR') as Currency;
}

/**
 * Checks every row (schema, branch, VIN and plate unique in the file and in the company),
 * then creates the valid ones in one transaction. Invalid rows are reported by sheet row
 * number with translated messages; they never stop the valid ones.
 */
export async function importVehicles(
  database: Database,
  deps: { vehicles: VehicleService; tenants: CompanyReader },
  c: TenantCaller,
  rows: ImportRow[],
): Promise<VehicleImportResult> {
  const currency = await tenantCurrency(deps.tenants, c.tenantId);
  const t = (key: Parameters<typeof formatMessage>[0]) => formatMessage(key, c.language);
  const failed: Failure[] = [];

  // Rows are checked outside the transaction: PGlite runs one at a time.
  const branchRows = await deps.vehicles.branchCodes(c);
  const branchByKey = new Map(
    branchRows.flatMap((b) => [
      [b.id, b.id],
      [b.code, b.id],
    ]),
  );
  const candidates: Candidate[] = [];
  for (const { row, values } of rows) {
    const { branch, ...rest } = rowToInput(values, currency);
    const branchId = branch
      ? (branchByKey.get(branch.trim().toUpperCase()) ??
        branchByKey.get(branch.trim().toLowerCase()))
      : undefined;
    const parsed = vehicleCreateSchema.safeParse({ ...rest, branchId: branchId ?? '' });
    const errors = parsed.success ? [] : toErrorDetails(issuesFromZod(parsed.error), c.language);
    if (!branchId) {
      const others = errors.filter((e) => e.path !== 'branchId');
      errors.splice(
        0,
        errors.length,
        { path: 'branch', message: t('vehicle.unknownBranch') },
        ...others,
      );
    } else if (!mayChangeBranch(c, branchId)) {
      errors.unshift({ path: 'branch', message: t('vehicle.otherBranch') });
    }
    if (errors.length > 0 || !parsed.success) failed.push({ row, errors });
    else candidates.push({ row, input: parsed.data });
  }

  // A vehicle added by someone else between the check and the insert refuses the whole
  // file (nothing was created): importing it again gives the row-by-row report.
  return guardedImport(c, () =>
    database.withTenant(c.tenantId, async (tx) => {
      const vins = candidates.map((x) => x.input.vin);
      const plates = candidates.map((x) => x.input.licensePlate);
      const existing = await vehiclesWithIdentifiers(tx, vins, plates);
      const takenVins = new Set(existing.map((v) => v.vin));
      const takenPlates = new Set(existing.map((v) => v.licensePlate));
      const accepted: Candidate[] = [];
      for (const candidate of candidates) {
        const errors: Failure['errors'] = [];
        if (takenVins.has(candidate.input.vin))
          errors.push({ path: 'vin', message: t('vehicle.duplicateVin') });
        if (takenPlates.has(candidate.input.licensePlate)) {
          errors.push({ path: 'licensePlate', message: t('vehicle.duplicatePlate') });
        }
        // later rows of the same file count as duplicates of the first
        takenVins.add(candidate.input.vin);
        takenPlates.add(candidate.input.licensePlate);
        if (errors.length > 0) failed.push({ row: candidate.row, errors });
        else accepted.push(candidate);
      }

      // Rows beyond what the plan admits are refused one by one; the earlier ones are created.
      const room = await planRoom(tx, deps.tenants, c.tenantId, 'vehicles', () =>
        countedVehicles(tx),
      );
      if (room && accepted.length > room.left) {
        for (const over of accepted.splice(room.left)) {
          failed.push({
            row: over.row,
            errors: [{ path: 'plan', message: formatMessage(room.key, c.language, room.params) }],
          });
        }
      }

      if (accepted.length > 0) {
        const created = await insertVehicles(
          tx,
          accepted.map((a) => toVehicleInsert(c.tenantId, a.input)),
        );
        await recordAudits(
          tx,
          auditScope(c),
          created.map((row) => ({
            action: 'import',
            entityType: 'vehicle',
            entityId: row.id,
            after: audited(row),
          })),
        );
      }
      failed.sort((a, b) => a.row - b.row);
      return {
        created: accepted.length,
        updated: 0,
        failed,
        ...(failed.length > 0 ? { message: t('vehicle.importFailed') } : {}),
      };
    }),
  );
}

async function guardedImport<T>(c: TenantCaller, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      throw apiError('CONFLICT', 'vehicle.importFailed');
    }
    throw error;
  }
}

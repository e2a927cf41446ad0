import type { Currency } from '@motorpool/domain/locale-lists';
import { customerCreateSchema, type CustomerCreateInput } from '@motorpool/domain/schemas/customer';
import type { ImportReport } from '@motorpool/domain/schemas/tabular';
import { issuesFromZod, toErrorDetails } from '@motorpool/domain/validation-issues';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { Database } from '../../db/engine.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import type { ImportRow } from '../../lib/tabular/import.ts';
import { auditScope, recordAudits } from '../audit/ports.ts';
import { customersWithIdentifiers, insertCustomers } from './repository.ts';
import { toCustomerInsert } from './service.ts';
import { rowToInput } from './transfer-columns.ts';
import { audited } from './views.ts';
import { apiError } from '../../lib/http-errors.ts';

export type CustomerImportResult = ImportReport & { message?: string };

type Failure = ImportReport['failed'][number];
type Candidate = { row: number; input: Omit<CustomerCreateInput, 'status'> };

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Checks every row (schema; e-mail and ID number unique in the file and in the company), then
 * creates the valid ones, pending, in one transaction. Invalid rows are reported by sheet row
 * number with translated messages; they never stop the valid ones, and none is half written.
 */
export async function importCustomers(
  database: Database,
  currency: Currency,
  c: TenantCaller,
  rows: ImportRow[],
): Promise<CustomerImportResult> {
  const t = (key: Parameters<typeof formatMessage>[0]) => formatMessage(key, c.language);
  const failed: Failure[] = [];
  const candidates: Candidate[] = [];
  for (const { row, values } of rows) {
    const parsed = customerCreateSchema.safeParse(rowToInput(values, currency));
    if (parsed.success) {
      const { status: _status, ...input } = parsed.data;
      candidates.push({ row, input });
    } else {
      failed.push({ row, errors: toErrorDetails(issuesFromZod(parsed.error), c.language) });
    }
  }

  // A customer added by someone else between the check and the insert refuses the whole
  // file (nothing was created): importing it again gives the row-by-row report.
  try {
    return await database.withTenant(c.tenantId, async (tx) => {
      const existing = await customersWithIdentifiers(
        tx,
        candidates.map((x) => x.input.email),
        candidates.flatMap((x) => (x.input.idNumber ? [x.input.idNumber] : [])),
      );
      const takenEmails = new Set(existing.map((x) => emailKey(x.email)));
      const takenIds = new Set(existing.flatMap((x) => (x.idNumber ? [x.idNumber] : [])));
      const accepted: Candidate[] = [];
      for (const candidate of candidates) {
        const { email, idNumber } = candidate.input;
        const errors: Failure['errors'] = [];
        if (takenEmails.has(emailKey(email))) {
          errors.push({ path: 'email', message: t('customer.duplicateEmail') });
        }
        if (idNumber && takenIds.has(idNumber)) {
          errors.push({ path: 'idNumber', message: t('customer.duplicateIdNumber') });
        }
        // later rows of the same file count as duplicates of the first
        takenEmails.add(emailKey(email));
        if (idNumber) takenIds.add(idNumber);
        if (errors.length > 0) failed.push({ row: candidate.row, errors });
        else accepted.push(candidate);
      }

      const created = await insertCustomers(
        tx,
        accepted.map((a) => toCustomerInsert(c.tenantId, a.input, 'pending')),
      );
      await recordAudits(
        tx,
        auditScope(c),
        created.map((row) => ({
          action: 'import',
          entityType: 'customer',
          entityId: row.id,
          after: audited(row),
        })),
      );
      failed.sort((a, b) => a.row - b.row);
      return {
        created: created.length,
        updated: 0,
        failed,
        ...(failed.length > 0 ? { message: t('customer.importFailed') } : {}),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError('CONFLICT', 'customer.importFailed');
    throw error;
  }
}

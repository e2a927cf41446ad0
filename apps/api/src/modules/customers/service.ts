import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import type { Currency } from '@motorpool/domain/locale-lists';
import { currencyExponent } from '@motorpool/domain/money';
import {
  type CustomerCreateInput,
  type CustomerOwnChanges,
  type CustomerStatusActionInput,
  type CustomerUpdateInput,
  type CustomerView,
  customerSortFields,
} from '@motorpool/domain/schemas/customer';
import { todayIso } from '@motorpool/domain/schemas/common';
import { applyAction } from '@motorpool/domain/status-machine';
import { customerMachine } from '@motorpool/domain/status-machines';
import type { CustomerAction, CustomerStatus } from '@motorpool/domain/value-lists';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller, validationError } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, entityActivity, recordAudit } from '../audit/ports.ts';
import type { FileService } from '../files/ports.ts';
import type { CustomerHistoryReader, CustomerReservations } from './ports.ts';
import { licenceDocumentsToReview, verifiedLicenceChanged } from './licence-review.ts';
import {
  type CustomerChanges,
  type CustomerInsert,
  type CustomerListQuery,
  type CustomerRow,
  customerFilterSpecs,
  customerPage,
  deleteCustomer,
  findCustomer,
  findCustomerOfUser,
  insertCustomer,
  listCustomers,
  takenFields,
  updateCustomer,
} from './repository.ts';
import { customerDocumentTable } from './documents.ts';
import { audited, customerStatusName, toCustomerView } from './views.ts';

/** The stored fields an input sets: absent keys stay, empty optional text clears. */
export function customerChanges(input: CustomerUpdateInput): CustomerChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) changes[key] = value;
  }
  return changes as CustomerChanges;
}

export function parseCustomerList(
  c: Pick<TenantCaller, 'language'>,
  raw: Readonly<Record<string, unknown>>,
): CustomerListQuery {
  return parseFilteredList(raw, {
    sortable: customerSortFields,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    fields: customerFilterSpecs,
    language: c.language,
  });
}

/** The stored row of a new customer; `status` is the one it starts in. */
export function toCustomerInsert(
  tenantId: string,
  input: Omit<CustomerCreateInput, 'status'>,
  status: CustomerStatus,
): CustomerInsert {
  return {
    ...customerChanges(input),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    tenantId,
    status,
  };
}

// The activity timeline shows the move and the reason staff gave for it.
const statusAudit = (reason?: string) => (before: CustomerRow, after: CustomerRow) => ({
  before: { status: before.status },
  after: { status: after.status, ...(reason ? { reason } : {}) },
});

// A customer gives their date of birth once, when their record has none (a sign-in without
// registration, a record staff made); after that only staff correct it.
function checkOwnBirthDate(c: TenantCaller, stored: string | null, given: string | undefined) {
  if (given === undefined || given === stored) return;
  const message = stored !== null ? 'customer.dateOfBirthLocked' : 'generic.datePast';
  if (stored !== null || given >= todayIso()) {
    throw validationError([{ path: 'dateOfBirth', message }], c.language, 'body');
  }
}

export type CustomerDeps = {
  /** rentals' and payments' figures of each customer (ports.ts) */
  history: CustomerHistoryReader;
  /** the reservations module's reservationReferences */
  bookings: CustomerReservations;
  /** the company's currency, whose whole units earn loyalty points */
  currencyOf: (tenantId: string) => Promise<Currency>;
  /** releases the stored files of a deleted customer's documents */
  files: Pick<FileService, 'discardAll'>;
};

// Customers: the company's customers, their status machine and derived figures.
export function createCustomerService(
  database: Database,
  { history, bookings, currencyOf, files }: CustomerDeps,
) {
  // The currency is read before the transaction opens: it is another service's read, and
  // PGlite runs one transaction at a time.
  async function inTenant<T>(
    c: Pick<TenantCaller, 'tenantId'>,
    fn: (tx: Tx, exponent: number) => Promise<T>,
  ) {
    const exponent = currencyExponent(await currencyOf(c.tenantId));
    return database.withTenant(c.tenantId, (tx) => fn(tx, exponent));
  }

  async function views(tx: Tx, rows: CustomerRow[], exponent: number) {
    if (rows.length === 0) return [];
    const figures = await history.ofCustomers(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toCustomerView(row, figures.get(row.id), exponent));
  }

  const view = async (tx: Tx, row: CustomerRow, exponent: number): Promise<CustomerView> => {
    const [one] = await views(tx, [row], exponent);
    if (!one) throw apiError('NOT_FOUND', 'error.customerNotFound');
    return one;
  };

  async function mustFind(tx: Tx, id: string, lock = false) {
    const row = await findCustomer(tx, id, lock);
    if (!row) throw apiError('NOT_FOUND', 'error.customerNotFound');
    return row;
  }

  // RLS keeps the lookup inside the tenant, so the answer says nothing of other companies.
  async function checkUnique(
    tx: Tx,
    c: TenantCaller,
    input: { email?: string; idNumber?: string | null },
    id?: string,
  ) {
    const taken = await takenFields(tx, input, id);
    if (taken.email) throw duplicate(c, 'email');
    if (taken.idNumber) throw duplicate(c, 'idNumber');
  }

  const duplicate = (c: TenantCaller, field: 'email' | 'idNumber') =>
    fieldError(
      `body.${field}`,
      field === 'email' ? 'customer.duplicateEmail' : 'customer.duplicateIdNumber',
      { code: 'CONFLICT' },
    );

  // Two writers racing past checkUnique meet the unique indexes.
  async function guarded<T>(c: TenantCaller, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw duplicate(c, String(error).includes('id_number') ? 'idNumber' : 'email');
      }
      throw error;
    }
  }

  async function totalsOf(tx: Tx, id: string) {
    return (await history.ofCustomers(tx, [id])).get(id)?.totalRentals ?? 0;
  }

  return {
    async list(
      c: TenantCaller,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<CustomerView>> {
      const q = parseCustomerList(c, raw);
      return inTenant(c, async (tx, exponent) => {
        const { rows, total } = await listCustomers(tx, q);
        return listResponse(await views(tx, rows, exponent), total, q);
      });
    },

    /** Batches of the whole filtered list with their derived figures, for exports. */
    async *pages(c: TenantCaller, q: CustomerListQuery, size = 500): AsyncIterable<CustomerView[]> {
      for (let offset = 0; ; offset += size) {
        const batch = await inTenant(c, async (tx, exponent) =>
          views(tx, await customerPage(tx, { ...q, limit: size, offset }), exponent),
        );
        if (batch.length > 0) yield batch;
        if (batch.length < size) return;
      }
    },

    /** The company's currency: credit limits and spending leave files in its major units. */
    currency: (c: Pick<TenantCaller, 'tenantId'>) => currencyOf(c.tenantId),

    async get(c: TenantCaller, id: string): Promise<CustomerView> {
      return inTenant(c, async (tx, exponent) => view(tx, await mustFind(tx, id), exponent));
    },

    async create(c: TenantCaller, input: CustomerCreateInput): Promise<CustomerView> {
      return guarded(c, () =>
        inTenant(c, async (tx, exponent) => {
          await checkUnique(tx, c, input);
          const { status, ...fields } = input;
          const row = await insertCustomer(
            tx,
            toCustomerInsert(c.tenantId, fields, status ?? customerMachine.initial),
          );
          await recordAudit(tx, auditScope(c), {
            action: 'create',
            entityType: 'customer',
            entityId: row.id,
            after: audited(row),
          });
          return view(tx, row, exponent);
        }),
      );
    },

    async update(c: TenantCaller, id: string, input: CustomerUpdateInput): Promise<CustomerView> {
      return guarded(c, () =>
        inTenant(c, (tx, exponent) =>
          auditedChange(tx, auditScope(c), {
            action: 'update',
            entityType: 'customer',
            entityId: id,
            find: () => mustFind(tx, id, true),
            check: () => checkUnique(tx, c, input, id),
            change: () => updateCustomer(tx, id, customerChanges(input)),
            audit: (before, row) => ({ before: audited(before), after: audited(row) }),
            view: (row) => view(tx, row, exponent),
          }),
        ),
      );
    },

    // A customer with rentals or reservations stays (their history must stay whole); one
    // without goes.
    async remove(c: TenantCaller, id: string): Promise<void> {
      await database.withTenant(c.tenantId, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'delete',
          entityType: 'customer',
          entityId: id,
          find: () => mustFind(tx, id, true),
          check: async () => {
            if ((await totalsOf(tx, id)) > 0 || (await bookings.anyForCustomer(tx, id))) {
              throw apiError('CONFLICT', 'customer.hasHistory');
            }
          },
          // The documents go with the row (cascade); their stored files are released after it.
          change: async () => {
            const fileIds = await customerDocumentTable.fileIds(tx, id);
            const deleted = await deleteCustomer(tx, id);
            await files.discardAll(tx, fileIds);
            return deleted;
          },
          audit: (before) => ({ before: audited(before) }),
        }),
      );
    },

    async act(
      c: TenantCaller,
      id: string,
      action: CustomerAction,
      input: CustomerStatusActionInput,
    ): Promise<CustomerView> {
      return inTenant(c, (tx, exponent) =>
        auditedChange(tx, auditScope(c), {
          action,
          entityType: 'customer',
          entityId: id,
          find: () => mustFind(tx, id, true),
          check: (before) => {
            const move = applyAction(customerMachine, action, before.status);
            if (!move.ok) {
              throw apiError('CONFLICT', 'customer.illegalTransition', {
                params: {
                  from: customerStatusName(before.status, c.language),
                  to: customerStatusName(customerMachine.actions[action].to, c.language),
                },
              });
            }
          },
          change: () => updateCustomer(tx, id, { status: customerMachine.actions[action].to }),
          audit: statusAudit(input.reason),
          view: (row) => view(tx, row, exponent),
        }),
      );
    },

    /** The record of a customer account, or null (staff have none). */
    async ownRecord(c: Pick<TenantCaller, 'tenantId' | 'userId'>): Promise<CustomerView | null> {
      return inTenant(c, async (tx, exponent) => {
        const row = await findCustomerOfUser(tx, c.userId);
        return row ? view(tx, row, exponent) : null;
      });
    },

    /**
     * A customer's change to their own record, audited, and the account's change (`account`)
     * in the same transaction: either both are written or neither. `customer` is null, and
     * only the account written, for an account without a record.
     */
    async updateOwnRecord<A>(
      c: TenantCaller,
      changes: CustomerOwnChanges,
      account: (tx: Tx, hasRecord: boolean) => Promise<A>,
    ): Promise<{ customer: CustomerView | null; account: A }> {
      return inTenant(c, async (tx, exponent) => {
        const before = await findCustomerOfUser(tx, c.userId, true);
        if (!before) return { customer: null, account: await account(tx, false) };
        checkOwnBirthDate(c, before.dateOfBirth, changes.dateOfBirth);
        const review = verifiedLicenceChanged(before, changes);
        const row = await updateCustomer(tx, before.id, {
          ...customerChanges(changes),
          ...(review ? { status: 'pending' as const } : {}),
        });
        if (review) await licenceDocumentsToReview(tx, before.id);
        await recordAudit(tx, auditScope(c), {
          action: 'update_profile',
          entityType: 'customer',
          entityId: row.id,
          before: audited(before),
          after: audited(row),
        });
        return { customer: await view(tx, row, exponent), account: await account(tx, true) };
      });
    },

    async activity(c: TenantCaller, id: string, page: { page: number; limit: number }) {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, id);
        return entityActivity(tx, 'customer', id, page);
      });
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

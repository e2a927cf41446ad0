import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import {
  type LookupStatsView,
  type LookupTypeCountView,
  type LookupView,
  type LookupCreateInput,
  lookupTypes,
  type LookupUpdateInput,
} from '@motorpool/domain/schemas/lookup';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, recordAudit } from '../audit/ports.ts';
import {
  activeLookupsOfType,
  countsByType,
  deleteLookup,
  findLookup,
  findLookupByCode,
  insertLookups,
  type LookupInsert,
  type LookupRow,
  listLookups,
  lookupFilterFields,
  lookupSortable,
  updateLookup,
} from './repository.ts';

export function toLookupView(row: LookupRow): LookupView {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    type: row.type,
    code: row.code,
    category: row.category,
    description: row.description,
    value: row.value,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const duplicateCode = (c: TenantCaller, path = 'body.code') =>
  fieldError(path, 'lookup.duplicateCode', { code: 'CONFLICT' });

// Empty optional texts are stored as null, so "cleared" and "never set" read the same.
const orNull = (text: string | undefined) => (text ? text : null);

function toInsert(tenantId: string, input: LookupCreateInput): LookupInsert {
  return {
    tenantId,
    type: input.type,
    code: input.code,
    name: input.name,
    nameAr: orNull(input.nameAr),
    category: orNull(input.category),
    description: orNull(input.description),
    value: orNull(input.value),
    isActive: input.isActive ?? true,
    sortOrder: input.sortOrder ?? 0,
  };
}

function changesOf(input: LookupUpdateInput): Partial<LookupInsert> {
  const changes: Partial<LookupInsert> = {};
  if (input.type !== undefined) changes.type = input.type;
  if (input.code !== undefined) changes.code = input.code;
  if (input.name !== undefined) changes.name = input.name;
  if (input.nameAr !== undefined) changes.nameAr = orNull(input.nameAr);
  if (input.category !== undefined) changes.category = orNull(input.category);
  if (input.description !== undefined) changes.description = orNull(input.description);
  if (input.value !== undefined) changes.value = orNull(input.value);
  if (input.isActive !== undefined) changes.isActive = input.isActive;
  if (input.sortOrder !== undefined) changes.sortOrder = input.sortOrder;
  return changes;
}

// Lookups: the tenant's value lists (vehicle types, fuel types, payment methods, ...).
export function createLookupService(database: Database) {
  const inTenant = <T>(c: TenantCaller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  async function mustFind(tx: Tx, id: string): Promise<LookupRow> {
    const row = await findLookup(tx, id);
    if (!row) throw apiError('NOT_FOUND', 'error.lookupNotFound');
    return row;
  }

  // A unique violation raced past the pre-check: same answer as the pre-check.
  async function guarded<T>(c: TenantCaller, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode(c);
      throw error;
    }
  }

  return {
    async list(
      c: TenantCaller,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<LookupView>> {
      // `isActive` (and `type`) are also taken as plain query keys: they mean filter[..][equals].
      const { isActive, type, ...rest } = raw;
      const query = {
        ...rest,
        ...(isActive !== undefined ? { 'filter[isActive][equals]': isActive } : {}),
        ...(type !== undefined ? { 'filter[type][equals]': type } : {}),
      };
      const q = parseFilteredList(query, {
        sortable: lookupSortable,
        defaultSort: { field: 'sortOrder', direction: 'asc' },
        fields: lookupFilterFields,
        language: c.language,
      });
      return inTenant(c, async (tx) => {
        const { rows, total } = await listLookups(tx, q);
        return listResponse(rows.map(toLookupView), total, q);
      });
    },

    async get(c: TenantCaller, id: string): Promise<LookupView> {
      return inTenant(c, async (tx) => toLookupView(await mustFind(tx, id)));
    },

    async create(c: TenantCaller, input: LookupCreateInput): Promise<LookupView> {
      return guarded(c, () =>
        inTenant(c, async (tx) => {
          if (await findLookupByCode(tx, input.type, input.code)) throw duplicateCode(c);
          const [row] = await insertLookups(tx, [toInsert(c.tenantId, input)]);
          if (!row) throw new Error('lookup insert returned nothing');
          await recordAudit(tx, auditScope(c), {
            action: 'create',
            entityType: 'lookup',
            entityId: row.id,
            after: toLookupView(row),
          });
          return toLookupView(row);
        }),
      );
    },

    // All or nothing: one duplicate (in the batch or already stored) refuses the whole batch.
    async bulkCreate(c: TenantCaller, inputs: LookupCreateInput[]): Promise<LookupView[]> {
      const seen = new Map<string, number>();
      inputs.forEach((input, index) => {
        const key = `${input.type}\u0000${input.code}`;
        if (seen.has(key)) throw duplicateCode(c, `body.${index}.code`);
        seen.set(key, index);
      });
      return guarded(c, () =>
        inTenant(c, async (tx) => {
          for (const [index, input] of inputs.entries()) {
            if (await findLookupByCode(tx, input.type, input.code)) {
              throw duplicateCode(c, `body.${index}.code`);
            }
          }
          const rows = await insertLookups(
            tx,
            inputs.map((input) => toInsert(c.tenantId, input)),
          );
          await recordAudit(tx, auditScope(c), {
            action: 'bulk_create',
            entityType: 'lookup',
            entityId: null,
            after: { count: rows.length, ids: rows.map((r) => r.id) },
          });
          return rows.map(toLookupView);
        }),
      );
    },

    async update(c: TenantCaller, id: string, input: LookupUpdateInput): Promise<LookupView> {
      return guarded(c, () =>
        inTenant(c, (tx) =>
          auditedChange(tx, auditScope(c), {
            action: 'update',
            entityType: 'lookup',
            entityId: id,
            find: () => mustFind(tx, id),
            check: async (before) => {
              const type = input.type ?? before.type;
              const code = input.code ?? before.code;
              if (type !== before.type || code !== before.code) {
                const other = await findLookupByCode(tx, type, code);
                if (other && other.id !== id) throw duplicateCode(c);
              }
            },
            change: async () => {
              const row = await updateLookup(tx, id, changesOf(input));
              if (!row) throw apiError('NOT_FOUND', 'error.lookupNotFound');
              return row;
            },
            audit: (before, row) => ({ before: toLookupView(before), after: toLookupView(row) }),
            view: toLookupView,
          }),
        ),
      );
    },

    async remove(c: TenantCaller, id: string): Promise<void> {
      await inTenant(c, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'delete',
          entityType: 'lookup',
          entityId: id,
          find: () => mustFind(tx, id),
          change: () => deleteLookup(tx, id),
          audit: (before) => ({ before: toLookupView(before) }),
        }),
      );
    },

    // Every type in use plus the ones the admin navigation always shows, with their counts.
    async types(c: TenantCaller): Promise<LookupTypeCountView[]> {
      return inTenant(c, async (tx) => {
        const counted = await countsByType(tx);
        const byType = new Map(counted.map((r) => [r.type, r]));
        const names = [...new Set([...lookupTypes, ...counted.map((r) => r.type)])].sort();
        return names.map((type) => ({
          type,
          count: byType.get(type)?.count ?? 0,
          active: byType.get(type)?.active ?? 0,
        }));
      });
    },

    async ofType(c: TenantCaller, type: string): Promise<LookupView[]> {
      return inTenant(c, async (tx) => (await activeLookupsOfType(tx, type)).map(toLookupView));
    },

    async stats(c: TenantCaller): Promise<LookupStatsView> {
      return inTenant(c, async (tx) => {
        const byType = await countsByType(tx);
        const total = byType.reduce((sum, r) => sum + r.count, 0);
        const active = byType.reduce((sum, r) => sum + r.active, 0);
        return { total, active, inactive: total - active, byType };
      });
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;

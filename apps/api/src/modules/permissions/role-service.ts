import type { ErrorDetail } from '@motorpool/domain/errors';
import type { Language } from '@motorpool/domain/locale-lists';
import { issuesFromZod, toErrorDetails } from '@motorpool/domain/validation-issues';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { recordAudit } from '../audit/ports.ts';
import type { RoleHolders } from './ports.ts';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  type RoleRow,
  updateRole,
} from './repository.ts';
import { checkRoleWrite } from './role-policy.ts';
import { importRoleEntry, type RoleCreateInput, type RoleUpdateInput } from './schemas.ts';
import {
  auditScope,
  normalizedPermissions,
  type RoleView,
  sortRoles,
  toRoleView,
  type UserPrincipal,
} from './service.ts';

// Platform role names a tenant cannot take for its own roles.
const reservedNames = new Set(['super-admin']);

const auditedRole = (row: RoleRow) => ({
  name: row.name,
  label: row.label,
  description: row.description,
  permissions: row.permissions,
  isSystem: row.isSystem,
});

const samePermissions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

type Changes = { label: string; description: string; permissions: string[] };
const unchanged = (row: RoleRow, next: Changes) =>
  row.label === next.label &&
  row.description === next.description &&
  samePermissions(row.permissions, next.permissions);

export type ImportInput = { version: 1; exportedAt?: string | undefined; roles: unknown[] };
export type ImportResult = {
  created: number;
  updated: number;
  failed: { row: number; errors: ErrorDetail[] }[];
};

// Role management: create, read, update, delete, export and import.
export function createRoleService(database: Database, holders: RoleHolders) {
  async function create(
    tx: Tx,
    p: UserPrincipal,
    requestId: string,
    input: RoleCreateInput,
  ): Promise<RoleRow | null> {
    const row = await insertRole(tx, {
      tenantId: p.tenantId,
      name: input.name,
      label: input.label,
      description: input.description ?? '',
      permissions: normalizedPermissions(input.permissions),
      isSystem: false,
    });
    if (row) {
      await recordAudit(tx, auditScope(p, requestId), {
        action: 'create',
        entityType: 'role',
        entityId: row.id,
        after: auditedRole(row),
      });
    }
    return row;
  }

  async function update(
    tx: Tx,
    p: UserPrincipal,
    requestId: string,
    row: RoleRow,
    next: Changes,
  ): Promise<RoleRow> {
    const saved = await updateRole(tx, row.id, next);
    await recordAudit(tx, auditScope(p, requestId), {
      action: 'update',
      entityType: 'role',
      entityId: row.id,
      before: auditedRole(row),
      after: auditedRole(saved),
    });
    return saved;
  }

  return {
    async create(
      p: UserPrincipal,
      input: RoleCreateInput,
      requestId: string,
      language: Language,
    ): Promise<RoleView> {
      if (reservedNames.has(input.name)) {
        throw apiError('CONFLICT', 'error.roleReserved', { params: { name: input.name } });
      }
      checkRoleWrite(p, language, normalizedPermissions(input.permissions));
      const row = await database.withTenant(p.tenantId, (tx) => create(tx, p, requestId, input));
      if (!row) throw apiError('CONFLICT', 'error.roleExists', { params: { name: input.name } });
      return toRoleView(row);
    },

    async get(p: UserPrincipal, name: string): Promise<RoleView> {
      const row = await database.withTenant(p.tenantId, (tx) => findRole(tx, name));
      if (!row) throw apiError('NOT_FOUND', 'error.roleNotFound');
      return toRoleView(row);
    },

    async update(
      p: UserPrincipal,
      name: string,
      input: RoleUpdateInput,
      requestId: string,
      language: Language,
    ): Promise<RoleView> {
      return database.withTenant(p.tenantId, async (tx) => {
        const row = await findRole(tx, name, true);
        if (!row) throw apiError('NOT_FOUND', 'error.roleNotFound');
        const next = {
          label: input.label,
          description: input.description ?? row.description,
          permissions: normalizedPermissions(input.permissions),
        };
        checkRoleWrite(p, language, next.permissions, row);
        // The administrator role always grants everything: otherwise a tenant can lock itself out.
        if (row.name === 'admin' && !samePermissions(row.permissions, next.permissions)) {
          throw apiError('CONFLICT', 'error.adminRoleFixed');
        }
        return toRoleView(await update(tx, p, requestId, row, next));
      });
    },

    async remove(p: UserPrincipal, name: string, requestId: string): Promise<void> {
      await database.withTenant(p.tenantId, async (tx) => {
        const row = await findRole(tx, name, true);
        if (!row) throw apiError('NOT_FOUND', 'error.roleNotFound');
        if (row.isSystem) throw apiError('CONFLICT', 'error.systemRoleFixed');
        if ((await holders.countWithRole(tx, row.name)) > 0)
          throw apiError('CONFLICT', 'error.roleInUse');
        await deleteRole(tx, row.id);
        await recordAudit(tx, auditScope(p, requestId), {
          action: 'delete',
          entityType: 'role',
          entityId: row.id,
          before: auditedRole(row),
        });
      });
    },

    async exportAll(p: UserPrincipal) {
      const rows = sortRoles(await database.withTenant(p.tenantId, listRoles));
      return {
        version: 1 as const,
        exportedAt: new Date().toISOString(),
        roles: rows.map((r) => ({
          name: r.name,
          label: r.label,
          description: r.description,
          permissions: r.permissions,
        })),
      };
    },

    // Applies every valid entry and lists the others, all in one transaction. Entries equal to
    // the stored role change nothing; the admin role is never modified. An entry granting what
    // the caller does not hold refuses the whole import, so nothing of it is applied.
    async importAll(
      p: UserPrincipal,
      input: ImportInput,
      requestId: string,
      language: Language,
    ): Promise<ImportResult> {
      return database.withTenant(p.tenantId, async (tx) => {
        const result: ImportResult = { created: 0, updated: 0, failed: [] };
        const seen = new Set<string>();
        const fail = (row: number, errors: ErrorDetail[]) => result.failed.push({ row, errors });
        for (const [index, raw] of input.roles.entries()) {
          const row = index + 1;
          const parsed = importRoleEntry.safeParse(raw);
          if (!parsed.success) {
            fail(row, toErrorDetails(issuesFromZod(parsed.error), language));
            continue;
          }
          const entry = parsed.data;
          if (seen.has(entry.name)) {
            fail(row, [
              { path: 'name', message: `The role ${entry.name} appears more than once.` },
            ]);
            continue;
          }
          seen.add(entry.name);
          if (reservedNames.has(entry.name)) {
            fail(row, [{ path: 'name', message: `The role name ${entry.name} is reserved.` }]);
            continue;
          }
          const existing = await findRole(tx, entry.name, true);
          if (!existing) {
            checkRoleWrite(p, language, normalizedPermissions(entry.permissions));
            if (await create(tx, p, requestId, entry)) result.created += 1;
            else
              fail(row, [{ path: 'name', message: `A role named ${entry.name} already exists.` }]);
            continue;
          }
          const next = {
            label: entry.label,
            description: entry.description ?? existing.description,
            permissions: normalizedPermissions(entry.permissions),
          };
          if (unchanged(existing, next)) continue;
          checkRoleWrite(p, language, next.permissions, existing);
          if (existing.name === 'admin') {
            fail(row, [{ path: 'name', message: 'The admin role cannot be modified.' }]);
            continue;
          }
          await update(tx, p, requestId, existing, next);
          result.updated += 1;
        }
        return result;
      });
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;

// The platform's side of the companies: its super administrators list them with their usage,
// create one (the same provisioning as the demo seed: the row and its system roles), change its
// details and move its status along tenantMachine. Every change is audited in the company's own
// trail, with the super administrator as the actor.
import type { ListResponse } from '@motorpool/domain/list-query';
import { listResponse } from '@motorpool/domain/list-query';
import {
  type PlatformTenantUpdateInput,
  platformTenantSortFields,
  type PlatformTenantView,
  type TenantStatusActionInput,
} from '@motorpool/domain/schemas/platform-tenant';
import type { TenantCreateInput } from '@motorpool/domain/schemas/tenant';
import { applyAction, checkTransition } from '@motorpool/domain/status-machine';
import { tenantMachine } from '@motorpool/domain/status-machines';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { PlatformCaller } from '../../lib/request-caller.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { listTenants, platformTenantFilters, tenantUsage } from './platform-repository.ts';
import type { TenantRow } from './repository.ts';
import type { TenantInput, TenantService } from './service.ts';

export function createPlatformTenantService(database: Database, tenants: TenantService) {
  const actor = (c: PlatformCaller) => ({ type: 'platform' as const, id: c.platformUserId });

  async function view(row: TenantRow): Promise<PlatformTenantView> {
    const usage = await database.withTenant(row.id, (tx) => tenantUsage(tx, row.id));
    return {
      id: row.id,
      name: row.name,
      subdomain: row.subdomain,
      adminEmail: row.adminEmail,
      contactPhone: row.contactPhone,
      address: row.address,
      status: row.status,
      currency: row.currency,
      timeZone: row.timeZone,
      taxRateBp: row.taxRateBp,
      isDemo: row.isDemo,
      usage,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const change = async (
    c: PlatformCaller,
    id: string,
    decide: (before: TenantRow) => Partial<TenantInput>,
    audit: { action: string; reason?: string },
  ) => view(await tenants.changeTenant(id, decide, actor(c), { requestId: c.requestId, ...audit }));

  return {
    async list(c: PlatformCaller, raw: Readonly<Record<string, unknown>>) {
      const q = parseFilteredList(raw, {
        sortable: platformTenantSortFields,
        defaultSort: { field: 'createdAt', direction: 'desc' },
        fields: platformTenantFilters,
        language: c.language,
      });
      const { rows, total } = await listTenants(database.db, q);
      const data: PlatformTenantView[] = [];
      for (const row of rows) data.push(await view(row));
      return listResponse(data, total, q) satisfies ListResponse<PlatformTenantView>;
    },

    async get(id: string): Promise<PlatformTenantView> {
      const row = await tenants.findTenant({ id });
      if (!row) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      return view(row);
    },

    async create(c: PlatformCaller, input: TenantCreateInput): Promise<PlatformTenantView> {
      return view(await tenants.createTenant(input, actor(c), c.requestId));
    },

    // The subdomain names the company in its URLs and never changes; a status sent here moves
    // along tenantMachine's transitions like the actions below.
    async update(c: PlatformCaller, id: string, input: PlatformTenantUpdateInput) {
      return change(
        c,
        id,
        (before) => {
          if (input.status && input.status !== before.status) {
            const move = checkTransition(tenantMachine, before.status, input.status);
            if (!move.ok) throw apiError('CONFLICT', 'tenant.illegalTransition');
          }
          return input;
        },
        { action: 'update' },
      );
    },

    async act(c: PlatformCaller, id: string, input: TenantStatusActionInput) {
      return change(
        c,
        id,
        (before) => {
          const move = applyAction(tenantMachine, input.action, before.status);
          if (!move.ok) throw apiError('CONFLICT', 'tenant.illegalTransition');
          return { status: move.to };
        },
        { action: input.action, ...(input.reason ? { reason: input.reason } : {}) },
      );
    },
  };
}

export type PlatformTenantService = ReturnType<typeof createPlatformTenantService>;

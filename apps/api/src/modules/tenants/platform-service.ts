// The platform's side of the companies: its super administrators list them with their usage,
// create one (the same provisioning as sign-up, its administrator invited by mail), change its
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
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { PlatformCaller } from '../../lib/request-caller.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { listTenants, platformTenantFilters, tenantUsage } from './platform-repository.ts';
import { deletionDue } from './company-deletion-due.ts';
import type { CompanyProvisioner, PasswordSetupMailer } from './ports.ts';
import type { TenantRow } from './repository.ts';
import type { TenantInput, TenantService } from './service.ts';

/** What creating a company needs of the modules built after this one (late-bound). */
export type CompanyMaking = {
  provision: CompanyProvisioner;
  mailPasswordSetup: PasswordSetupMailer;
  now: () => Date;
};

export function createPlatformTenantService(
  database: Database,
  tenants: TenantService,
  making: CompanyMaking,
) {
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
      plan: row.plan,
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      deletionDueAt: row.deletionDueAt?.toISOString() ?? null,
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
    audit: { action: string; reason?: string; activity?: 'update' | 'delete' },
  ) =>
    view(
      await tenants.changeTenant(id, decide, actor(c), {
        requestId: c.requestId,
        ip: c.ip,
        ...audit,
      }),
    );

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

    // The administrator gets no password from the platform: the mail's single-use link lets
    // them choose one (and proves their address). It leaves once the company is committed.
    async create(
      c: PlatformCaller,
      input: TenantCreateInput,
      request: FastifyRequest,
    ): Promise<PlatformTenantView> {
      const { tenant, admin } = await making.provision(
        {
          name: input.name,
          subdomain: input.subdomain,
          country: input.country,
          plan: input.plan,
          contactPhone: input.contactPhone,
          address: input.address,
          admin: {
            email: input.adminEmail,
            firstName: input.adminFirstName,
            lastName: input.adminLastName,
            passwordHash: null,
            language: c.language,
          },
        },
        {
          actor: actor(c),
          requestId: c.requestId,
          ...(c.ip ? { ip: c.ip } : {}),
          now: making.now(),
        },
      );
      await making.mailPasswordSetup(tenant.id, admin.email, request);
      return view(tenant);
    },

    // The subdomain names the company in its URLs and never changes; a status sent here moves
    // along tenantMachine's transitions like the actions below.
    async update(c: PlatformCaller, id: string, input: PlatformTenantUpdateInput) {
      return change(
        c,
        id,
        (before) => {
          if (input.status && input.status !== before.status) {
            if (input.status === 'trial_ended') throw endTrialRefused();
            const move = checkTransition(tenantMachine, before.status, input.status);
            if (!move.ok) throw apiError('CONFLICT', 'tenant.illegalTransition');
            return { ...input, ...deletionDue(input.status, new Date()) };
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
          if (input.action === 'endTrial') throw endTrialRefused();
          const move = applyAction(tenantMachine, input.action, before.status);
          if (!move.ok) throw apiError('CONFLICT', 'tenant.illegalTransition');
          return { status: move.to, ...deletionDue(move.to, new Date()) };
        },
        {
          action: input.action,
          ...(input.reason ? { reason: input.reason } : {}),
          ...(input.action === 'scheduleDeletion' ? { activity: 'delete' as const } : {}),
        },
      );
    },
  };
}

// A trial ends on its date, by the trial job alone: a person activates, suspends or closes.
const endTrialRefused = () => apiError('CONFLICT', 'tenant.endTrialByJob');

export type PlatformTenantService = ReturnType<typeof createPlatformTenantService>;

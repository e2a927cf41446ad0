import { type PublicTenant, withPolicyDefaults } from '@motorpool/domain/schemas/company-settings';
import type { Database } from '../../db/engine.ts';
import { selectTenant } from '../../db/tenant-context.ts';
import { apiError } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { logoOf } from './company-settings-values.ts';
import { createTenantCache } from './tenant-cache.ts';
import { type Actor, recordAudit } from '../audit/ports.ts';
import { seedSystemRoles } from '../permissions/ports.ts';
import {
  findTenantById,
  lockTenantById,
  findTenantBySubdomain,
  insertTenant,
  listTenantIds,
  type NewTenantRow,
  type TenantRow,
  updateTenantRow,
} from './repository.ts';

export type TenantInput = Pick<NewTenantRow, 'name' | 'subdomain' | 'adminEmail'> &
  Partial<
    Pick<
      NewTenantRow,
      'contactPhone' | 'address' | 'status' | 'currency' | 'timeZone' | 'taxRateBp' | 'isDemo'
    >
  >;

export function createTenantService(database: Database) {
  const cache = createTenantCache();
  return {
    findTenant(by: { id: string } | { subdomain: string }): Promise<TenantRow | null> {
      return 'id' in by
        ? cache.read(`id:${by.id}`, () => findTenantById(database.db, by.id))
        : cache.read(`subdomain:${by.subdomain}`, () =>
            findTenantBySubdomain(database.db, by.subdomain),
          );
    },

    /** The company's time zone (IANA), which its exports state their times in. */
    async timeZoneOf(id: string): Promise<string> {
      return (await this.findTenant({ id }))?.timeZone ?? 'UTC';
    },

    /** Every company's id (scheduled housekeeping visits each in its own transaction). */
    listIds(): Promise<string[]> {
      return listTenantIds(database.db);
    },

    /** Drops the cached row of a tenant changed elsewhere (sign-in settings, a direct write). */
    forget(id: string): void {
      cache.forget(id);
    },

    // The tenant row is a platform table; its audit row belongs to the new tenant. Both commit
    // together, then tenant-scoped work runs in the tenant's own transactions.
    async createTenant(input: TenantInput, actor: Actor, requestId?: string): Promise<TenantRow> {
      try {
        return await database.db.transaction(async (tx) => {
          const row = await insertTenant(tx, {
            ...input,
            subdomain: input.subdomain.toLowerCase(),
          });
          await tx.execute(selectTenant(row.id));
          await recordAudit(
            tx,
            { tenantId: row.id, actor, requestId },
            {
              action: 'create',
              entityType: 'tenant',
              entityId: row.id,
              after: row,
            },
          );
          await seedSystemRoles(tx, row.id);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw apiError('CONFLICT', 'error.subdomainTaken', {
            details: [{ path: 'subdomain', key: 'error.subdomainTaken' }],
          });
        }
        throw error;
      }
    },

    /**
     * Changes the row as `decide` says after reading it locked (a status move checks the status
     * it finds), audited in the company's own trail; `action` names the change there.
     */
    async changeTenant(
      id: string,
      decide: (before: TenantRow) => Partial<TenantInput>,
      actor: Actor,
      options: { requestId?: string; action?: string; reason?: string } = {},
    ): Promise<TenantRow> {
      const updated = await database.db.transaction(async (tx) => {
        const before = await lockTenantById(tx, id);
        if (!before) throw apiError('NOT_FOUND', 'error.tenantNotFound');
        const after = await updateTenantRow(tx, id, { ...decide(before), updatedAt: new Date() });
        if (!after) throw apiError('NOT_FOUND', 'error.tenantNotFound');
        await tx.execute(selectTenant(id));
        await recordAudit(
          tx,
          { tenantId: id, actor, requestId: options.requestId },
          {
            action: options.action ?? 'update',
            entityType: 'tenant',
            entityId: id,
            before,
            after: options.reason ? { ...after, reason: options.reason } : after,
          },
        );
        return after;
      });
      cache.forget(id);
      return updated;
    },

    updateTenant(id: string, changes: Partial<TenantInput>, actor: Actor, requestId?: string) {
      return this.changeTenant(id, () => changes, actor, { requestId });
    },
  };
}

export type TenantService = ReturnType<typeof createTenantService>;

export function toPublicTenant(row: TenantRow) {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    status: row.status,
    currency: row.currency,
    timeZone: row.timeZone,
    taxRateBp: row.taxRateBp,
    isDemo: row.isDemo,
    branding: {
      // public: sign-in pages show it to visitors (/api/v1/files/* stays private)
      logoUrl: logoOf(row)?.url ?? null,
      primaryColor: row.branding.primaryColor,
    },
  };
}

/** The public face with the terms a customer books under (customers and visitors read them). */
export function toPublicTenantWithTerms(row: TenantRow): PublicTenant {
  const { rentalPolicy, payments } = withPolicyDefaults(row.settings);
  return {
    ...toPublicTenant(row),
    booking: {
      customerPaymentOptions: payments.customerPaymentOptions,
      cancellation: rentalPolicy.cancellation,
    },
  };
}

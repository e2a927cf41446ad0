import { type PublicTenant, withPolicyDefaults } from '@motorpool/domain/schemas/company-settings';
import type { TenantPlan } from '@motorpool/domain/value-lists';
import type { Database, Tx } from '../../db/engine.ts';
import { selectTenant } from '../../db/tenant-context.ts';
import { apiError } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { logoOf } from './company-settings-values.ts';
import { lockTenantPlan } from './lifecycle-repository.ts';
import { createTenantCache } from './tenant-cache.ts';
import { type Actor, recordAudit } from '../audit/ports.ts';
import { recordPlatformActivity } from '../platform/ports.ts';
import { seedSystemRoles } from '../permissions/ports.ts';
import {
  findTenantById,
  lockTenantById,
  findTenantBySubdomain,
  findTenantByVerifiedDomain,
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
      | 'contactPhone'
      | 'address'
      | 'status'
      | 'currency'
      | 'timeZone'
      | 'taxRateBp'
      | 'isDemo'
      | 'plan'
      | 'trialEndsAt'
      | 'deletionDueAt'
      | 'impersonationAllowed'
    >
  >;

/** Told, after the commit, that a company's status moved (the realtime side drops its sockets). */
export type TenantStatusListener = (change: {
  tenantId: string;
  from: TenantRow['status'];
  to: TenantRow['status'];
}) => void;

export function createTenantService(database: Database) {
  const cache = createTenantCache();
  const statusListeners = new Set<TenantStatusListener>();
  return {
    /** Listens to status moves made through this instance; answers the unsubscribe. */
    onStatusChange(listener: TenantStatusListener): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },

    /** By id, subdomain, or a custom domain (only once verified: a claim alone reaches none). */
    findTenant(
      by: { id: string } | { subdomain: string } | { domain: string },
    ): Promise<TenantRow | null> {
      if ('domain' in by) {
        return cache.read(`domain:${by.domain}`, () =>
          findTenantByVerifiedDomain(database.db, by.domain),
        );
      }
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

    /** The company's plan, its row locked until `tx` ends (writes held to the plan's limits). */
    lockPlan(tx: Tx, id: string): Promise<TenantPlan | null> {
      return lockTenantPlan(tx, id);
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
    async createTenant(
      input: TenantInput,
      actor: Actor,
      requestId?: string,
      ip?: string,
      /** the company's first records, written in the same transaction (provisioning) */
      furnish?: (tx: Tx, row: TenantRow) => Promise<void>,
    ): Promise<TenantRow> {
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
          // A super administrator's creation is also theirs in the platform's activity log.
          if (actor.type === 'platform') {
            await recordPlatformActivity(tx, {
              actorId: actor.id,
              action: 'create',
              entityType: 'tenant',
              entityId: row.id,
              detail: { name: row.name, subdomain: row.subdomain },
              ip,
              requestId,
            });
          }
          await seedSystemRoles(tx, row.id);
          if (furnish) await furnish(tx, row);
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
      options: {
        requestId?: string;
        action?: string;
        reason?: string;
        ip?: string;
        /** the activity log's action: a scheduled deletion is a 'delete' */
        activity?: 'update' | 'delete';
      } = {},
    ): Promise<TenantRow> {
      let from: TenantRow['status'] | undefined;
      const updated = await database.db.transaction(async (tx) => {
        const before = await lockTenantById(tx, id);
        from = before?.status;
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
        if (actor.type === 'platform') {
          await recordPlatformActivity(tx, {
            actorId: actor.id,
            action: options.activity ?? 'update',
            entityType: 'tenant',
            entityId: id,
            detail: tenantChangeDetail(before, after, options),
            ip: options.ip,
            requestId: options.requestId,
          });
        }
        return after;
      });
      cache.forget(id);
      if (from && from !== updated.status) {
        for (const listener of statusListeners)
          listener({ tenantId: id, from, to: updated.status });
      }
      return updated;
    },

    updateTenant(id: string, changes: Partial<TenantInput>, actor: Actor, requestId?: string) {
      return this.changeTenant(id, () => changes, actor, { requestId });
    },
  };
}

export type TenantService = ReturnType<typeof createTenantService>;

// What the activity log keeps of a change: the fields that changed and, for a status move, the
// action with where it went from and to.
function tenantChangeDetail(
  before: TenantRow,
  after: TenantRow,
  options: { action?: string; reason?: string },
): Record<string, unknown> {
  const changed = (Object.keys(after) as (keyof TenantRow)[]).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    name: after.name,
    changed,
    ...(options.action && options.action !== 'update' ? { move: options.action } : {}),
    ...(before.status !== after.status ? { from: before.status, to: after.status } : {}),
    ...(options.reason ? { reason: options.reason } : {}),
  };
}

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

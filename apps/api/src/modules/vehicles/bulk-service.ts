// Bulk actions of the vehicle list: each car is checked as its single action would check it,
// and the whole selection changes in one transaction or not at all.
import type {
  VehicleBulkBranchInput,
  VehicleBulkResult,
  VehicleBulkRetireInput,
  VehicleBulkStatusInput,
} from '@motorpool/domain/schemas/vehicle-bulk';
import { canTransition } from '@motorpool/domain/status-machine';
import { vehicleMachine } from '@motorpool/domain/status-machines';
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import type { Database, Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { apiError, type DetailSource, fieldError } from '../../lib/http-errors.ts';
import type { PlanLock } from '../../lib/plan-limits.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudits } from '../audit/ports.ts';
import { lockVehicles } from './bulk-repository.ts';
import { holdVehiclePlaces } from './fleet-size.ts';
import type { BranchDirectory } from './ports.ts';
import { updateVehicle, type VehicleRow } from './repository.ts';
import { statusName } from './views.ts';
import { mayChangeBranch } from './vehicle-inputs.ts';

export type VehicleBulkDeps = {
  branches: BranchDirectory;
  events: EventPublisher;
  plans: PlanLock;
};

type Refusal = Omit<Extract<DetailSource, { key: unknown }>, 'path'>;

export function createVehicleBulk(
  database: Database,
  { branches, events, plans }: VehicleBulkDeps,
) {
  /**
   * Locks the selection and refuses it whole when any car cannot take the change: unknown
   * (another company's cars are unknown too), another branch's, or refused by `check`.
   */
  async function lockAll(
    tx: Tx,
    c: TenantCaller,
    ids: string[],
    check: (row: VehicleRow) => Refusal | null,
    targetBranch?: string,
  ): Promise<VehicleRow[]> {
    const found = await lockVehicles(tx, ids);
    const refusals: DetailSource[] = [];
    const rows: VehicleRow[] = [];
    ids.forEach((id, index) => {
      const row = found.get(id);
      const refusal: Refusal | null = !row
        ? { key: 'vehicle.bulkUnknown' }
        : !mayChangeBranch(c, row.branchId, targetBranch ?? row.branchId)
          ? { key: 'vehicle.otherBranch' }
          : row.status === 'rented'
            ? { key: 'vehicle.bulkRented' }
            : check(row);
      if (refusal) refusals.push({ path: `body.ids.${index}`, ...refusal });
      else if (row) rows.push(row);
    });
    if (refusals.length > 0) {
      throw apiError('CONFLICT', 'vehicle.bulkRefused', {
        params: { count: refusals.length },
        details: refusals,
      });
    }
    return rows;
  }

  async function moveStatus(
    c: TenantCaller,
    ids: string[],
    to: VehicleStatus,
    reason: string | undefined,
  ): Promise<VehicleBulkResult> {
    return database.withTenant(c.tenantId, async (tx) => {
      const rows = await lockAll(tx, c, ids, (row) =>
        canTransition(vehicleMachine, row.status, to)
          ? null
          : {
              key: 'vehicle.illegalTransition',
              params: { from: statusName(row.status, c.language), to: statusName(to, c.language) },
            },
      );
      // Retired cars made available again take places on the plan.
      const returning = rows.filter((row) => row.status === 'retired').length;
      if (returning > 0) await holdVehiclePlaces(tx, plans, c.tenantId, returning);
      for (const row of rows) {
        await updateVehicle(tx, row.id, { status: to });
        await events.publish(tx, {
          name: 'vehicle.status.changed',
          tenantId: c.tenantId,
          actor: { type: 'user', id: c.userId },
          subject: { type: 'vehicle', id: row.id },
          payload: { from: row.status, to, reason: reason ?? null },
        });
      }
      await recordAudits(
        tx,
        auditScope(c),
        rows.map((row) => ({
          action: 'status',
          entityType: 'vehicle',
          entityId: row.id,
          before: { status: row.status },
          after: { status: to, ...(reason ? { reason } : {}) },
        })),
      );
      return { updated: rows.length };
    });
  }

  return {
    setStatus: (c: TenantCaller, input: VehicleBulkStatusInput) =>
      moveStatus(c, input.ids, input.status, input.reason),

    retire: (c: TenantCaller, input: VehicleBulkRetireInput) =>
      moveStatus(c, input.ids, 'retired', input.reason),

    async moveToBranch(c: TenantCaller, input: VehicleBulkBranchInput): Promise<VehicleBulkResult> {
      return database.withTenant(c.tenantId, async (tx) => {
        if (!(await branches.exists(tx, input.branchId))) {
          throw fieldError('body.branchId', 'vehicle.unknownBranch');
        }
        const rows = await lockAll(tx, c, input.ids, () => null, input.branchId);
        const moving = rows.filter((row) => row.branchId !== input.branchId);
        for (const row of moving) await updateVehicle(tx, row.id, { branchId: input.branchId });
        if (moving.length === 0) return { updated: 0 };
        await recordAudits(
          tx,
          auditScope(c),
          moving.map((row) => ({
            action: 'update',
            entityType: 'vehicle',
            entityId: row.id,
            before: { branchId: row.branchId },
            after: { branchId: input.branchId },
          })),
        );
        return { updated: moving.length };
      });
    },
  };
}

export type VehicleBulkService = ReturnType<typeof createVehicleBulk>;

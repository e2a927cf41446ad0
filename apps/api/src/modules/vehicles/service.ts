import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import type { DeleteOutcome } from '@motorpool/domain/schemas/common';
import {
  type VehicleView,
  type VehicleCreateInput,
  type VehicleMileageResetInput,
  type VehicleStatusChangeInput,
  type VehicleUpdateInput,
} from '@motorpool/domain/schemas/vehicle';
import { checkTransition } from '@motorpool/domain/status-machine';
import { vehicleMachine } from '@motorpool/domain/status-machines';
import type { Database, Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import type { HttpError } from '../../lib/http-errors.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { PlanLock } from '../../lib/plan-limits.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, recordAudit } from '../audit/ports.ts';
import type { FileService } from '../files/ports.ts';
import { createVehicleCatalogue } from './catalogue-service.ts';
import { holdVehiclePlaces } from './fleet-size.ts';
import type { BranchDirectory, VehicleReservations } from './ports.ts';
import { hasRentalHistory, type RentalHistoryReader } from './rental-history.ts';
import {
  deleteVehicle,
  findVehicle,
  insertVehicles,
  listVehicles,
  vehiclePage,
  primaryImages,
  takenIdentifiers,
  updateVehicle,
  type VehicleListQuery,
  type VehicleRow,
} from './repository.ts';
import { audited, statusName, toVehicleView } from './views.ts';
import {
  duplicateIdentifiers,
  mayChangeBranch,
  parseVehicleList,
  toVehicleInsert,
  changesOf,
  violatedConstraint,
} from './vehicle-inputs.ts';

export type VehicleDeps = {
  branches: BranchDirectory;
  rentals: RentalHistoryReader;
  /** the reservations module's reservationReferences */
  bookings: VehicleReservations;
  /** where status changes are published */
  events: EventPublisher;
  /** the company's plan, which limits the vehicles counted (the tenants service) */
  plans: PlanLock;
};

// Vehicles: the fleet, its status machine and odometer corrections.
export function createVehicleService(
  database: Database,
  fileService: FileService,
  { branches, rentals, bookings, events, plans }: VehicleDeps,
) {
  const inTenant = <T>(c: TenantCaller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  async function views(c: TenantCaller, tx: Tx, rows: VehicleRow[]): Promise<VehicleView[]> {
    const images = await primaryImages(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const fileId = images.get(row.id);
      return toVehicleView(row, fileId ? fileService.url(c.tenantId, fileId, 'thumbnail') : null);
    });
  }

  async function view(c: TenantCaller, tx: Tx, row: VehicleRow): Promise<VehicleView> {
    const [one] = await views(c, tx, [row]);
    if (!one) throw apiError('NOT_FOUND', 'error.vehicleNotFound');
    return one;
  }

  async function mustFind(tx: Tx, id: string, lock = false): Promise<VehicleRow> {
    const row = await findVehicle(tx, id, lock);
    if (!row) throw apiError('NOT_FOUND', 'error.vehicleNotFound');
    return row;
  }

  function checkBranchScope(c: TenantCaller, ...branchIds: string[]) {
    if (!mayChangeBranch(c, ...branchIds)) {
      throw apiError('FORBIDDEN', 'vehicle.otherBranch');
    }
  }

  async function checkBranch(tx: Tx, c: TenantCaller, branchId: string) {
    if (!(await branches.exists(tx, branchId))) {
      throw fieldError('body.branchId', 'vehicle.unknownBranch');
    }
  }

  // A unique violation that raced past the pre-check: the constraint names the field.
  async function guarded<T>(c: TenantCaller, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const constraint = violatedConstraint(error);
      throw duplicateIdentifiers(c, {
        vin: constraint === 'vehicles_tenant_vin_key',
        licensePlate: constraint !== 'vehicles_tenant_vin_key',
      }) as HttpError;
    }
  }

  return {
    views,
    mustFind,
    branches,
    rentals,
    /** what customers browse (GET /catalogue/vehicles) */
    catalogue: createVehicleCatalogue(database, fileService),

    async list(
      c: TenantCaller,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<VehicleView>> {
      const q = parseVehicleList(c, raw);
      return inTenant(c, async (tx) => {
        const { rows, count } = await listVehicles(tx, q);
        const data = rows.map(({ imageId, ...row }) =>
          toVehicleView(row, imageId ? fileService.url(c.tenantId, imageId, 'thumbnail') : null),
        );
        return listResponse(data, count, q);
      });
    },

    /** Batches of the whole filtered list, for exports. */
    async *pages(c: TenantCaller, q: VehicleListQuery, size = 500): AsyncIterable<VehicleRow[]> {
      for (let offset = 0; ; offset += size) {
        const rows = await inTenant(c, (tx) => vehiclePage(tx, { ...q, limit: size, offset }));
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
      }
    },

    /** The company's branch codes (all, or of `ids`), for exports and imports. */
    async branchCodes(c: TenantCaller, ids?: string[]) {
      return inTenant(c, (tx) => branches.codes(tx, ids));
    },

    async get(c: TenantCaller, id: string): Promise<VehicleView> {
      return inTenant(c, async (tx) => view(c, tx, await mustFind(tx, id)));
    },

    async create(c: TenantCaller, input: VehicleCreateInput): Promise<VehicleView> {
      checkBranchScope(c, input.branchId);
      return guarded(c, () =>
        inTenant(c, async (tx) => {
          await checkBranch(tx, c, input.branchId);
          const duplicate = duplicateIdentifiers(c, await takenIdentifiers(tx, input));
          if (duplicate) throw duplicate;
          await holdVehiclePlaces(tx, plans, c.tenantId);
          const [row] = await insertVehicles(tx, [toVehicleInsert(c.tenantId, input)]);
          if (!row) throw new Error('vehicle insert returned nothing');
          await recordAudit(tx, auditScope(c), {
            action: 'create',
            entityType: 'vehicle',
            entityId: row.id,
            after: audited(row),
          });
          return view(c, tx, row);
        }),
      );
    },

    async update(c: TenantCaller, id: string, input: VehicleUpdateInput): Promise<VehicleView> {
      return guarded(c, () =>
        inTenant(c, (tx) =>
          auditedChange(tx, auditScope(c), {
            action: 'update',
            entityType: 'vehicle',
            entityId: id,
            find: () => mustFind(tx, id, true),
            check: async (before) => {
              checkBranchScope(c, before.branchId, input.branchId ?? before.branchId);
              if (input.branchId && input.branchId !== before.branchId) {
                await checkBranch(tx, c, input.branchId);
              }
              const duplicate = duplicateIdentifiers(c, await takenIdentifiers(tx, input, id));
              if (duplicate) throw duplicate;
            },
            change: () => updateVehicle(tx, id, changesOf(input)),
            audit: (before, row) => ({ before: audited(before), after: audited(row) }),
            view: (row) => view(c, tx, row),
          }),
        ),
      );
    },

    // A vehicle with rental history or any reservation is retired, keeping that history;
    // otherwise it is erased with its maintenance history, images and documents.
    async remove(c: TenantCaller, id: string): Promise<DeleteOutcome> {
      return inTenant(c, async (tx) => {
        const before = await mustFind(tx, id, true);
        checkBranchScope(c, before.branchId);
        if ((await hasRentalHistory(rentals, tx, id)) || (await bookings.anyForVehicle(tx, id))) {
          const row = await updateVehicle(tx, id, { status: 'retired' });
          await recordAudit(tx, auditScope(c), {
            action: 'retire',
            entityType: 'vehicle',
            entityId: id,
            before: { status: before.status },
            after: { status: row.status },
          });
          return { outcome: 'retired' };
        }
        await fileService.discardAll(tx, await deleteVehicle(tx, id));
        await recordAudit(tx, auditScope(c), {
          action: 'delete',
          entityType: 'vehicle',
          entityId: id,
          before: audited(before),
        });
        return { outcome: 'deleted' };
      });
    },

    async setStatus(
      c: TenantCaller,
      id: string,
      input: VehicleStatusChangeInput,
    ): Promise<VehicleView> {
      return inTenant(c, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'status',
          entityType: 'vehicle',
          entityId: id,
          find: () => mustFind(tx, id, true),
          check: async (before) => {
            checkBranchScope(c, before.branchId);
            const move = checkTransition(vehicleMachine, before.status, input.status);
            if (!move.ok) {
              throw fieldError('body.status', 'vehicle.illegalTransition', {
                params: {
                  from: statusName(before.status, c.language),
                  to: statusName(input.status, c.language),
                },
                code: 'CONFLICT',
              });
            }
            // A retired vehicle made available again takes a place on the plan.
            if (before.status === 'retired') await holdVehiclePlaces(tx, plans, c.tenantId);
          },
          change: async (before) => {
            const row = await updateVehicle(tx, id, { status: input.status });
            await events.publish(tx, {
              name: 'vehicle.status.changed',
              tenantId: c.tenantId,
              actor: { type: 'user', id: c.userId },
              subject: { type: 'vehicle', id },
              payload: { from: before.status, to: row.status, reason: input.reason ?? null },
            });
            return row;
          },
          audit: (before, row) => ({
            before: { status: before.status },
            after: { status: row.status, ...(input.reason ? { reason: input.reason } : {}) },
          }),
          view: (row) => view(c, tx, row),
        }),
      );
    },

    async resetMileage(
      c: TenantCaller,
      id: string,
      input: VehicleMileageResetInput,
    ): Promise<VehicleView> {
      return inTenant(c, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'mileage_reset',
          entityType: 'vehicle',
          entityId: id,
          find: () => mustFind(tx, id, true),
          check: (before) => checkBranchScope(c, before.branchId),
          change: () => updateVehicle(tx, id, { mileage: input.mileage }),
          audit: (before, row) => ({
            before: { mileage: before.mileage },
            after: { mileage: row.mileage, reason: input.reason },
          }),
          view: (row) => view(c, tx, row),
        }),
      );
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;

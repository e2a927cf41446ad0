import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import {
  type BranchCreateInput,
  type BranchUpdateInput,
  type BranchStatsView,
  type BranchView,
  branchSortFields,
} from '@motorpool/domain/schemas/branch';
import {
  type BranchAmenity,
  type VehicleStatus,
  vehicleStatuses,
} from '@motorpool/domain/value-lists';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, entityActivity, recordAudit } from '../audit/ports.ts';
import type { BranchDirectory, BranchFleet, RentalHistoryReader } from '../vehicles/ports.ts';
import {
  type BranchInsert,
  type BranchListRow,
  branchFilterFields,
  branchCodes,
  branchExists,
  codeTakenByAnother,
  deleteBranch,
  findBranch,
  insertBranch,
  listBranches,
  updateBranch,
} from './repository.ts';
import type { BranchReservations, BranchStaff } from './ports.ts';

export function toBranchView(row: BranchListRow): BranchView {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    address: row.address,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    operatingHours: row.operatingHours ?? null,
    amenities: row.amenities as BranchAmenity[],
    managerId: row.managerId,
    managerName: row.managerName,
    vehicleCount: row.vehicleCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Only the stored fields go into the audit trail (not the computed counts).
function audited(row: BranchListRow) {
  const { managerName: _m, vehicleCount: _v, tenantId: _t, ...stored } = row;
  return stored;
}

function changesOf(input: BranchUpdateInput): Partial<BranchInsert> {
  const changes: Partial<BranchInsert> = {};
  for (const key of ['name', 'code', 'address', 'city', 'country', 'phone', 'email'] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  if (input.latitude !== undefined) changes.latitude = input.latitude;
  if (input.longitude !== undefined) changes.longitude = input.longitude;
  if (input.status !== undefined) changes.status = input.status;
  if (input.operatingHours !== undefined) changes.operatingHours = input.operatingHours;
  if (input.amenities !== undefined) changes.amenities = input.amenities;
  if (input.managerId !== undefined) changes.managerId = input.managerId;
  return changes;
}

// Branches: the company's locations, their hours, amenities, manager and statistics.
export type BranchDeps = {
  /** the vehicles module's counts (vehicleFleet) */
  fleet: BranchFleet;
  rentals: Pick<RentalHistoryReader, 'ofBranch'>;
  /** the users module's branchStaff: managers' names and existence, staff unassigned */
  staff: BranchStaff;
  /** the reservations module's reservationReferences */
  bookings: BranchReservations;
};

/** What the vehicles module reads of branches (handed to it by the composition root). */
export const branchDirectory: BranchDirectory = { exists: branchExists, codes: branchCodes };

export function createBranchService(
  database: Database,
  { fleet, rentals, staff, bookings }: BranchDeps,
) {
  const inTenant = <T>(c: Pick<TenantCaller, 'tenantId'>, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);
  const extras = { vehicleCountAt: fleet.countAt, managerNameAt: staff.nameAt };

  async function mustFind(tx: Tx, id: string, lock = false) {
    const row = await findBranch(tx, id, extras, lock);
    if (!row) throw apiError('NOT_FOUND', 'error.branchNotFound');
    return row;
  }

  async function checkReferences(tx: Tx, c: TenantCaller, input: BranchUpdateInput, id?: string) {
    if (input.code !== undefined && (await codeTakenByAnother(tx, input.code, id))) {
      throw fieldError('body.code', 'branch.duplicateCode', { code: 'CONFLICT' });
    }
    if (input.managerId && !(await staff.exists(tx, input.managerId))) {
      throw fieldError('body.managerId', 'branch.unknownManager');
    }
  }

  async function guarded<T>(c: TenantCaller, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw fieldError('body.code', 'branch.duplicateCode', { code: 'CONFLICT' });
      }
      if (isForeignKeyViolation(error)) {
        throw apiError('CONFLICT', 'branch.hasVehicles');
      }
      throw error;
    }
  }

  return {
    async list(
      c: Pick<TenantCaller, 'tenantId' | 'language'>,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<BranchView>> {
      const q = parseFilteredList(raw, {
        sortable: branchSortFields,
        defaultSort: { field: 'name', direction: 'asc' },
        fields: branchFilterFields,
        language: c.language,
      });
      return inTenant(c, async (tx) => {
        const { rows, total } = await listBranches(tx, q, extras);
        return listResponse(rows.map(toBranchView), total, q);
      });
    },

    async get(c: Pick<TenantCaller, 'tenantId'>, id: string): Promise<BranchView> {
      return inTenant(c, async (tx) => toBranchView(await mustFind(tx, id)));
    },

    async create(c: TenantCaller, input: BranchCreateInput): Promise<BranchView> {
      return guarded(c, () =>
        inTenant(c, async (tx) => {
          await checkReferences(tx, c, input);
          const id = await insertBranch(tx, {
            tenantId: c.tenantId,
            name: input.name,
            code: input.code,
            address: input.address,
            city: input.city,
            country: input.country,
            phone: input.phone,
            email: input.email,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            status: input.status ?? 'active',
            operatingHours: input.operatingHours ?? null,
            amenities: input.amenities ?? [],
            managerId: input.managerId ?? null,
          });
          const row = await mustFind(tx, id);
          await recordAudit(tx, auditScope(c), {
            action: 'create',
            entityType: 'branch',
            entityId: id,
            after: audited(row),
          });
          return toBranchView(row);
        }),
      );
    },

    async update(c: TenantCaller, id: string, input: BranchUpdateInput): Promise<BranchView> {
      return guarded(c, () =>
        inTenant(c, (tx) =>
          auditedChange(tx, auditScope(c), {
            action: 'update',
            entityType: 'branch',
            entityId: id,
            find: () => mustFind(tx, id, true),
            check: () => checkReferences(tx, c, input, id),
            change: async () => {
              await updateBranch(tx, id, changesOf(input));
              return mustFind(tx, id);
            },
            audit: (before, row) => ({ before: audited(before), after: audited(row) }),
            view: toBranchView,
          }),
        ),
      );
    },

    // A branch that still holds vehicles stays: they must be moved or removed first. So does
    // one that reservations name, which keep their pickup and return places.
    async remove(c: TenantCaller, id: string): Promise<void> {
      await guarded(c, () =>
        inTenant(c, (tx) =>
          auditedChange(tx, auditScope(c), {
            action: 'delete',
            entityType: 'branch',
            entityId: id,
            find: () => mustFind(tx, id, true),
            check: async (before) => {
              if (before.vehicleCount > 0) {
                throw apiError('CONFLICT', 'branch.hasVehicles');
              }
              if (await bookings.anyForBranch(tx, id)) {
                throw apiError('CONFLICT', 'branch.hasReservations');
              }
            },
            // Staff assigned to the branch stay, unassigned.
            change: async () => {
              await staff.unassignFromBranch(tx, id);
              await deleteBranch(tx, id);
            },
            audit: (before) => ({ before: audited(before) }),
          }),
        ),
      );
    },

    async stats(c: TenantCaller, id: string): Promise<BranchStatsView> {
      return inTenant(c, async (tx) => {
        await mustFind(tx, id);
        const rentalFigures = await rentals.ofBranch(tx, id);
        const counts = await fleet.countsByStatus(tx, id);
        const vehiclesByStatus = Object.fromEntries(
          vehicleStatuses.map((s) => [s, counts.find((r) => r.status === s)?.count ?? 0]),
        ) as Record<VehicleStatus, number>;
        const totalVehicles = counts.reduce((sum, r) => sum + r.count, 0);
        const inService = totalVehicles - vehiclesByStatus.retired;
        const utilizationRate =
          inService > 0 ? Math.round((vehiclesByStatus.rented / inService) * 1000) / 10 : 0;
        return {
          totalVehicles,
          vehiclesByStatus,
          utilizationRate,
          totalRentals: rentalFigures.totalRentals,
          activeRentals: rentalFigures.activeRentals,
        };
      });
    },

    async activity(c: TenantCaller, id: string, page: { page: number; limit: number }) {
      return inTenant(c, async (tx) => {
        await mustFind(tx, id);
        return entityActivity(tx, 'branch', id, page);
      });
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;

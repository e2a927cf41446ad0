// A vehicle's input as the service stores it, and the checks made on it before any write:
// branch scope, list query, identifiers another vehicle has. Other modules' readers of the fleet.
import { hasPermission } from '@motorpool/domain/permissions';
import type { SearchResult } from '@motorpool/domain/schemas/search';
import {
  type VehicleCreateInput,
  type VehicleSortField,
  type VehicleUpdateInput,
  vehicleSortFields,
} from '@motorpool/domain/schemas/vehicle';
import { HttpError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import type { SearchProvider } from '../search/ports.ts';
import type { BranchFleet } from './ports.ts';
import {
  type VehicleInsert,
  searchVehicles,
  vehicleCountAt,
  vehicleCountsByStatus,
  vehicleFilterFields,
} from './repository.ts';

// Managers and staff assigned to a branch change only that branch's vehicles.
export function mayChangeBranch(c: TenantCaller, ...branchIds: string[]): boolean {
  if (!c.branchId || hasPermission(c.permissions, '*')) return true;
  return branchIds.every((b) => b === c.branchId);
}

export function violatedConstraint(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

export function parseVehicleList(c: TenantCaller, raw: Readonly<Record<string, unknown>>) {
  return parseFilteredList<VehicleSortField>(raw, {
    sortable: vehicleSortFields,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    fields: vehicleFilterFields,
    language: c.language,
  });
}

export function toVehicleInsert(tenantId: string, input: VehicleCreateInput): VehicleInsert {
  return {
    tenantId,
    branchId: input.branchId,
    make: input.make,
    model: input.model,
    vin: input.vin,
    year: input.year,
    color: input.color,
    licensePlate: input.licensePlate,
    dailyRate: input.dailyRate,
    mileage: input.mileage,
    fuelType: input.fuelType,
    transmission: input.transmission,
    seatingCapacity: input.seatingCapacity,
    category: input.category,
    status: input.status ?? 'available',
    features: input.features ?? [],
    engine: input.engine || null,
    horsepower: input.horsepower ?? null,
    fuelCapacity: input.fuelCapacity ?? null,
    trunkCapacity: input.trunkCapacity ?? null,
    doors: input.doors ?? null,
    dimensions: input.dimensions || null,
    lastService: input.lastService ?? null,
    nextService: input.nextService ?? null,
  };
}

export function changesOf(input: VehicleUpdateInput): Partial<VehicleInsert> {
  const changes: Partial<VehicleInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    (changes as Record<string, unknown>)[key] =
      (key === 'engine' || key === 'dimensions') && value === '' ? null : value;
  }
  return changes;
}

/** 409 naming each identifier another vehicle of the company already has. */
export function duplicateIdentifiers(
  c: TenantCaller,
  taken: { vin: boolean; licensePlate: boolean },
  prefix = 'body',
): HttpError | null {
  const details: { path: string; key: 'vehicle.duplicateVin' | 'vehicle.duplicatePlate' }[] = [];
  if (taken.vin) {
    details.push({
      path: `${prefix}.vin`,
      key: 'vehicle.duplicateVin' as const,
    });
  }
  if (taken.licensePlate) {
    details.push({
      path: `${prefix}.licensePlate`,
      key: 'vehicle.duplicatePlate' as const,
    });
  }
  const [first] = details;
  return first ? new HttpError(409, 'CONFLICT', { key: first.key }, details) : null;
}

/** What the branches module shows of a branch's fleet (handed to it by the composition root). */
export const vehicleFleet: BranchFleet = {
  countAt: vehicleCountAt,
  countsByStatus: vehicleCountsByStatus,
};

// The back office's search: it matches and shows licence plates and VINs, so it is staff's.
// Customers search the catalogue through GET /catalogue/vehicles?search= (make and model).
export const vehicleSearchProvider: SearchProvider = {
  category: 'vehicles',
  permission: 'vehicles:read',
  audience: 'staff',
  async search(tx, text, limit) {
    const rows = await searchVehicles(tx, text, limit);
    return rows.map((r): SearchResult => ({ category: 'vehicles', ...r }));
  },
};

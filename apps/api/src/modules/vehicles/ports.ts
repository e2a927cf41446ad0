// What other modules may know of the fleet besides its service: the interfaces the composition
// root (composition.ts) passes between vehicles, branches and, later, rentals.
import type { SQL } from 'drizzle-orm';
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import type { Tx } from '../../db/engine.ts';
import type { PlanLock } from '../../lib/plan-limits.ts';

export type { RentalFigures, RentalHistoryReader } from './rental-history.ts';

/** What vehicles read of branches: whether one exists, and branch codes (export, import). */
export type BranchDirectory = {
  exists(tx: Tx, branchId: string): Promise<boolean>;
  /** id and code of the given branches, or of every branch when `ids` is omitted */
  codes(tx: Tx, ids?: string[]): Promise<{ id: string; code: string }[]>;
};

/** What branches read of the fleet: how many vehicles a branch holds, by status. */
export type BranchFleet = {
  /** a subquery counting the vehicles at a branch, embedded in the branch list's statement */
  countAt(branch: { tenantId: SQL; id: SQL }): SQL<number>;
  countsByStatus(tx: Tx, branchId: string): Promise<{ status: VehicleStatus; count: number }[]>;
};

/** What vehicles read of reservations: a vehicle any reservation names is retired, not erased. */
export type VehicleReservations = {
  anyForVehicle(tx: Tx, vehicleId: string): Promise<boolean>;
};

/** What vehicles read of the company (the tenants service): its currency and time zone, for files. */
export type CompanyReader = PlanLock & {
  findTenant(by: { id: string }): Promise<{ currency: string } | null>;
  timeZoneOf(tenantId: string): Promise<string>;
};

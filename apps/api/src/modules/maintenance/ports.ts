// What the maintenance module needs from the others, handed in by composition.ts (the vehicles
// module's fleet reader and rental desk, holds, events, files, user names, the currency), so it
// never imports them; and what it offers the vehicles module (its service history).
import type { MaintenanceVehicleSummary } from '@motorpool/domain/schemas/maintenance';
import type { VehicleCategory, VehicleStatus } from '@motorpool/domain/value-lists';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import type { recordAudit } from '../audit/ports.ts';
import type { FileService } from '../files/ports.ts';
import type { Holds } from '../holds/ports.ts';

export type { VehicleServiceHistory } from './history.ts';

export type MaintenanceUserNames = {
  nameAt: (user: { tenantId: SQL; id: SQL }) => SQL<string | null>;
};

/** A vehicle a schedule covers, with what its due service is computed from. */
export type ServicedVehicle = { id: string; mileage: number; createdAt: Date };

/** A check-in's damage report that has no work order yet (the rentals module's). */
export type OpenDamageReport = {
  id: string;
  vehicleId: string;
  rentalId: string;
  severity: 'minor' | 'moderate' | 'severe';
  notes: string | null;
  /** each new mark in words: "scratch at frontBumper (deep)" */
  marks: string[];
  reportedBy: string | null;
};

export type DamageReports = {
  /** Open reports of the company whose ids are not in `handled` (a subquery), oldest first. */
  unhandled(tx: Tx, handled: SQL, limit: number): Promise<OpenDamageReport[]>;
};

/** What maintenance reads and writes of the fleet (vehicles/maintenance-fleet.ts). */
export type MaintenanceFleet = {
  cardAt: (vehicle: { tenantId: SQL; id: SQL }) => SQL<MaintenanceVehicleSummary | null>;
  idsMatching: (text: string) => SQL;
  /** Ids of the vehicles of a branch (the list of a branch-bound user). */
  idsAtBranch: (branchId: string) => SQL;
  cards: (tx: Tx, ids: string[]) => Promise<Map<string, MaintenanceVehicleSummary>>;
  covered: (
    tx: Tx,
    target: { vehicleId: string | null; category: VehicleCategory | null },
  ) => Promise<ServicedVehicle[]>;
  setServiceDates: (
    tx: Tx,
    vehicleId: string,
    dates: { lastService?: string | null; nextService?: string | null },
  ) => Promise<void>;
};

/** The vehicle's status and odometer moves (the vehicles module's rental desk). */
export type MaintenanceDesk = {
  find(
    tx: Tx,
    id: string,
    lock?: boolean,
  ): Promise<{ id: string; status: VehicleStatus; mileage: number } | undefined>;
  move(
    tx: Tx,
    scope: Parameters<typeof recordAudit>[1],
    vehicleId: string,
    to: VehicleStatus,
    options: { reason: string; mileage?: number },
  ): Promise<void>;
};

export type MaintenanceDeps = {
  fleet: MaintenanceFleet;
  desk: MaintenanceDesk;
  holds: Holds;
  events: EventPublisher;
  files: FileService;
  names: MaintenanceUserNames;
  currencyOf: (tenantId: string) => Promise<string>;
};

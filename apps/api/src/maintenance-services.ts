// Maintenance, built for the composition root (services.ts) from the services it
// already holds: work orders hold their vehicle's time through the same holds as bookings and
// move the vehicle through the rental desk (vehicleMachine, vehicle.status.changed); a job turns
// check-in damage and due services into work.
import type { Database } from './db/engine.ts';
import { createAttachmentService } from './modules/maintenance/attachment-service.ts';
import type { MaintenanceDeps } from './modules/maintenance/contract.ts';
import { maintenanceJobs } from './modules/maintenance/jobs.ts';
import { createScheduleService } from './modules/maintenance/schedule-service.ts';
import { createMaintenanceService } from './modules/maintenance/service.ts';
import { rentalDamageReports } from './modules/rentals/damage-intake.ts';
import { maintenanceFleet } from './modules/vehicles/maintenance-fleet.ts';
import { createVehicleRentalDesk } from './modules/vehicles/rental-desk.ts';

export type MaintenanceServiceOptions = {
  database: Database;
  tenantIds: () => Promise<string[]>;
} & Omit<MaintenanceDeps, 'fleet' | 'desk'>;

export function buildMaintenanceServices({
  database,
  tenantIds,
  ...shared
}: MaintenanceServiceOptions) {
  const deps: MaintenanceDeps = {
    ...shared,
    fleet: maintenanceFleet,
    desk: createVehicleRentalDesk(shared.events),
  };
  const maintenance = createMaintenanceService(database, deps);
  const maintenanceSchedules = createScheduleService(database, deps);
  return {
    maintenance,
    maintenanceAttachments: createAttachmentService(database, deps),
    maintenanceSchedules,
    maintenanceJobs: maintenanceJobs({
      database,
      tenantIds,
      deps,
      orders: maintenance,
      schedules: maintenanceSchedules,
      damage: rentalDamageReports,
    }),
  };
}

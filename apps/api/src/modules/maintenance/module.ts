import { type ModuleBase, mount } from '../../lib/module.ts';
import { createAttachmentService, maintenanceAttachmentFileOwner } from './attachment-service.ts';
import { vehicleServiceHistory } from './history.ts';
import { maintenanceJobs } from './jobs.ts';
import type { DamageReports, MaintenanceDeps } from './ports.ts';
import { maintenanceRoutes } from './routes.ts';
import { maintenanceScheduleRoutes } from './schedule-routes.ts';
import { createScheduleService } from './schedule-service.ts';
import { createMaintenanceService } from './service.ts';

export const maintenanceFileOwners = [maintenanceAttachmentFileOwner];

/** A vehicle's services and work orders, as its history page shows them. */
export const maintenanceReaders = { serviceHistory: vehicleServiceHistory };

export type MaintenanceNeeds = Omit<MaintenanceDeps, 'events'> & {
  /** check-in damage that turns into work (rentals module) */
  damage: DamageReports;
  timeZoneOf: (tenantId: string) => Promise<string>;
  tenantIds: () => Promise<string[]>;
};

// Work orders hold their vehicle's time through the same holds as bookings and move the vehicle
// through the rental desk; a job turns check-in damage and due services into work.
export function maintenanceModule({ database, events }: ModuleBase, needs: MaintenanceNeeds) {
  const { damage, timeZoneOf, tenantIds, ...shared } = needs;
  const deps: MaintenanceDeps = { ...shared, events };
  const maintenance = createMaintenanceService(database, deps);
  const schedules = createScheduleService(database, deps);
  return {
    name: 'maintenance',
    routes: [
      mount(maintenanceScheduleRoutes, { schedules }),
      mount(maintenanceRoutes, {
        maintenance,
        attachments: createAttachmentService(database, deps),
        timeZoneOf,
      }),
    ],
    jobs: maintenanceJobs({ database, tenantIds, deps, orders: maintenance, schedules, damage }),
  };
}

import { type ModuleBase, mount } from '../../lib/module.ts';
import type { FileService } from '../files/ports.ts';
import type { HoldCalendar } from '../holds/ports.ts';
import type { VehicleServiceHistory } from '../maintenance/ports.ts';
import { type AvailabilityDeps, createVehicleAvailability } from './availability-service.ts';
import { vehicleAvailabilityRoutes } from './availability-routes.ts';
import { vehicleBookings } from './booking-repository.ts';
import { vehicleBulkRoutes } from './bulk-routes.ts';
import { createVehicleBulk } from './bulk-service.ts';
import { vehicleFileOwner } from './file-owner.ts';
import { fuelLogRoutes } from './fuel-log-routes.ts';
import { createFuelLogService } from './fuel-log-service.ts';
import { createVehicleHistoryService } from './history-service.ts';
import { maintenanceFleet } from './maintenance-fleet.ts';
import { vehicleMoneyRecords } from './money-records.ts';
import type { CompanyReader } from './ports.ts';
import { publicCatalogueRoutes } from './public-routes.ts';
import { createVehicleRentalDesk } from './rental-desk.ts';
import { vehicleRoutes } from './routes.ts';
import { createVehicleService, type VehicleDeps } from './service.ts';
import { vehicleFleet, vehicleSearchProvider } from './vehicle-inputs.ts';
import { vehicleTransferRoutes } from './transfer-routes.ts';

export const vehicleFileOwners = [vehicleFileOwner];

/** What other modules read of the fleet without a service. */
export const vehicleReaders = {
  bookings: vehicleBookings,
  fleet: vehicleFleet,
  maintenanceFleet,
  moneyRecords: vehicleMoneyRecords,
  search: vehicleSearchProvider,
};

export type VehicleNeeds = Omit<VehicleDeps, 'events' | 'plans'> & {
  files: FileService;
  holds: HoldCalendar;
  /** a vehicle's services and work orders (maintenance module) */
  serviceHistory: VehicleServiceHistory;
  settingsOf: AvailabilityDeps['settingsOf'];
  tenants: CompanyReader;
};

// The fleet: vehicles, their status, files and history, availability and the public catalogue.
export function vehiclesModule({ database, events, limits }: ModuleBase, needs: VehicleNeeds) {
  const { files, holds, serviceHistory, settingsOf, tenants, ...deps } = needs;
  const vehicles = createVehicleService(database, files, { ...deps, events, plans: tenants });
  const bulk = createVehicleBulk(database, { branches: deps.branches, events, plans: tenants });
  const history = createVehicleHistoryService(database, vehicles, files, serviceHistory);
  const fuelLogs = createFuelLogService(database, vehicles, tenants);
  const availability = createVehicleAvailability(database, { holds, settingsOf, files });
  return {
    name: 'vehicles',
    availability,
    /** moves a vehicle through its status machine at checkout, return and in the workshop */
    desk: createVehicleRentalDesk(events),
    routes: [
      mount(vehicleTransferRoutes, { database, vehicles, tenants }),
      mount(vehicleRoutes, { vehicles, history }),
      mount(vehicleBulkRoutes, { bulk }),
      mount(fuelLogRoutes, { fuelLogs }),
      mount(vehicleAvailabilityRoutes, { availability }),
      mount(publicCatalogueRoutes, { vehicles, history, availability, limits }),
    ],
  };
}

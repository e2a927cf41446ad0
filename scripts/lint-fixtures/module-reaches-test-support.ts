// lint-as: apps/api/src/modules/users/boundary-fixture.ts
import type { VehicleReservations } from '../vehicles/ports.ts';
import { seedVehicle } from '../vehicles/test-support.ts'; // expect: import-x/no-restricted-paths

export const used = [seedVehicle];
export type Used = VehicleReservations;

// lint-as: apps/api/src/modules/users/boundary-fixture.test.ts
import { createVehicleService } from '../vehicles/service.ts';
import { seedVehicle } from '../vehicles/test-support.ts';
import { vehicleRow } from '../vehicles/repository.ts'; // expect: import-x/no-restricted-paths

export const used = [createVehicleService, seedVehicle, vehicleRow];

// lint-as: apps/api/src/modules/users/boundary-fixture.ts
import { createVehicleService } from '../vehicles/service.ts';
import { seedVehicle } from '../vehicles/test-support.ts'; // expect: import-x/no-restricted-paths

export const used = [createVehicleService, seedVehicle];

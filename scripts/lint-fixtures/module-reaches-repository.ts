// lint-as: apps/api/src/modules/vehicles/boundary-fixture.ts
import { createUserService } from '../users/service.ts'; // expect: import-x/no-restricted-paths
import type { UserView } from '../users/ports.ts';
import { usersModule } from '../users/module.ts'; // expect: import-x/no-restricted-paths
import { userListQuery } from '../users/repository.ts'; // expect: import-x/no-restricted-paths
import { vehicleFixture } from '../vehicles/test-support.ts';

export const used = [createUserService, userListQuery, vehicleFixture, usersModule];
export type Used = UserView;

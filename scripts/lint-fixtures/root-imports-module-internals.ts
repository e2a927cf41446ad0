// lint-as: apps/api/src/composition-fixture.ts
import { usersModule } from './modules/users/module.ts';
import type { UserView } from './modules/users/ports.ts';
import { createUserService } from './modules/users/service.ts'; // expect: import-x/no-restricted-paths
import { userExists } from './modules/users/repository.ts'; // expect: import-x/no-restricted-paths

export const used = [usersModule, createUserService, userExists];
export type Used = UserView;

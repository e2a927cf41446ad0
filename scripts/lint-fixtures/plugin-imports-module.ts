// lint-as: apps/api/src/plugins/boundary-fixture.ts
import { createUserService } from '../modules/users/service.ts'; // expect: import-x/no-restricted-paths
import { errorsPlugin } from './errors.ts';

export const used = [createUserService, errorsPlugin];

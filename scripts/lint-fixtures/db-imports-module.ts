// lint-as: apps/api/src/db/boundary-fixture.ts
import { createUserService } from '../modules/users/service.ts'; // expect: import-x/no-restricted-paths
import { errorsPlugin } from '../plugins/errors.ts'; // expect: import-x/no-restricted-paths
import { tenantOwned } from './schema/index.ts';

export const used = [createUserService, errorsPlugin, tenantOwned];

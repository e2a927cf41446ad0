// lint-as: apps/api/src/lib/boundary-fixture.ts
import { createUserService } from '../modules/users/service.ts'; // expect: import-x/no-restricted-paths
import { errorsPlugin } from '../plugins/errors.ts'; // expect: import-x/no-restricted-paths
import { toLikePattern } from './like-pattern.ts';

export const used = [createUserService, errorsPlugin, toLikePattern];

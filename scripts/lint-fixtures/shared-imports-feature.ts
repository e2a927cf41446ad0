// lint-as: apps/web/src/shared/boundary-fixture.ts
import { getUser } from '../features/users/api/get-user.ts'; // expect: import-x/no-restricted-paths
import { App } from '../app/app.tsx'; // expect: import-x/no-restricted-paths
import { apiClient } from './api/client.ts';

export const used = [getUser, App, apiClient];

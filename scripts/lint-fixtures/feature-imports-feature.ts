// lint-as: apps/web/src/features/users/boundary-fixture.ts
import { getBranch } from '../branches/api/get-branch.ts'; // expect: import-x/no-restricted-paths
import { App } from '../../app/app.tsx'; // expect: import-x/no-restricted-paths
import { getUser } from './api/get-user.ts';
import { apiClient } from '../../shared/api/client.ts';

export const used = [getBranch, App, getUser, apiClient];

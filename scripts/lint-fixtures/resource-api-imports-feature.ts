// lint-as: apps/web/src/api/users/boundary-fixture.ts
import { UsersListPage } from '../../features/users/pages/users-list-page.tsx'; // expect: import-x/no-restricted-paths
import { App } from '../../app/app.tsx'; // expect: import-x/no-restricted-paths
import { branchKeys } from '../branches/keys.ts';
import { getUser } from './get-user.ts';
import { apiClient } from '../../shared/api/client.ts';

export const used = [UsersListPage, App, branchKeys, getUser, apiClient];

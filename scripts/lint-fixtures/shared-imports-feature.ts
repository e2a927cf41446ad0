// lint-as: apps/web/src/shared/boundary-fixture.ts
import { UsersListPage } from '../features/users/pages/users-list-page.tsx'; // expect: import-x/no-restricted-paths
import { App } from '../app/app.tsx'; // expect: import-x/no-restricted-paths
import { getUser } from '../api/users/get-user.ts'; // expect: import-x/no-restricted-paths
import { apiClient } from './api/client.ts';

export const used = [UsersListPage, App, getUser, apiClient];

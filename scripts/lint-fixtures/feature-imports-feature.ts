// lint-as: apps/web/src/features/users/boundary-fixture.ts
import { BranchesListPage } from '../branches/pages/branches-list-page.tsx'; // expect: import-x/no-restricted-paths
import { App } from '../../app/app.tsx'; // expect: import-x/no-restricted-paths
import { getUser } from '../../api/users/get-user.ts';
import { apiClient } from '../../shared/api/client.ts';

export const used = [BranchesListPage, App, getUser, apiClient];

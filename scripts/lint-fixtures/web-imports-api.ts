// lint-as: apps/web/src/shared/boundary-fixture.ts
import { buildApp } from '../../../api/src/app.ts'; // expect: import-x/no-restricted-paths
import { loadConfig } from '@motorpool/api/src/config.ts'; // expect: no-restricted-imports, import-x/no-restricted-paths

export const used = [buildApp, loadConfig];

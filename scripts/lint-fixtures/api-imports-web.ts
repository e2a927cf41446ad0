// lint-as: apps/api/src/modules/users/boundary-fixture.ts
import { vehicleStatuses } from '@motorpool/domain/value-lists';
import { apiClient } from '@motorpool/web/src/shared/api/client.ts'; // expect: no-restricted-imports, import-x/no-restricted-paths

export const used = [vehicleStatuses, apiClient];

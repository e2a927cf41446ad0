import type { MoneyRecordHolder } from '../tenants/ports.ts';
import { hasAnyVehicle } from './repository.ts';

// A vehicle's daily rate is an amount in the company's currency: once one exists, changing the
// currency would silently re-denominate it.
export const vehicleMoneyRecords: MoneyRecordHolder = {
  moneyRecorded: (tx, tenantId) => hasAnyVehicle(tx, tenantId),
};

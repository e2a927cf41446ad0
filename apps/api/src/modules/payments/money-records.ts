import type { MoneyRecordHolder } from '../tenants/ports.ts';
import { hasAnyPayment } from './repository.ts';

// A payment is an amount in the company's currency: once one exists, changing the currency
// would silently re-denominate it.
export const paymentMoneyRecords: MoneyRecordHolder = {
  moneyRecorded: (tx) => hasAnyPayment(tx),
};

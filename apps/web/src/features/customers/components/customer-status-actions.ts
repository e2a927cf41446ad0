import { customerMachine, type CustomerStatusAction } from '@motorpool/domain/status-machines';
import type { CustomerStatus } from '@motorpool/domain/value-lists';

// The staff actions on a customer's status (the API's POST /customers/{id}/…), in menu order.
export const customerStaffActions = ['verify', 'activate', 'suspend', 'blacklist'] as const;
export type CustomerStaffAction = (typeof customerStaffActions)[number] & CustomerStatusAction;

// The actions the status machine allows from `status`.
export function allowedCustomerActions(status: CustomerStatus): CustomerStaffAction[] {
  return customerStaffActions.filter((action) =>
    (customerMachine.actions[action].from as readonly CustomerStatus[]).includes(status),
  );
}

// Actions that take the right to book away are shown in red.
export const dangerousCustomerActions: ReadonlySet<CustomerStaffAction> = new Set([
  'suspend',
  'blacklist',
]);

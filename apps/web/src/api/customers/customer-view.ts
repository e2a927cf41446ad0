import type { CustomerView } from '@motorpool/domain/schemas/customer';

export type { CustomerView };

export const customerName = (customer: Pick<CustomerView, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`;

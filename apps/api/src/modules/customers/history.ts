import type { CustomerHistory } from './ports.ts';

export const noCustomerHistory: CustomerHistory = {
  totalRentals: 0,
  paidMinor: 0,
  refundedMinor: 0,
  averageRating: null,
};

import type { CustomerHistory } from './contract.ts';

export const noCustomerHistory: CustomerHistory = {
  totalRentals: 0,
  paidMinor: 0,
  refundedMinor: 0,
  averageRating: null,
};

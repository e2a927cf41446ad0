import type { CustomerHistory, CustomerHistoryReader } from './contract.ts';

export const noCustomerHistory: CustomerHistory = {
  totalRentals: 0,
  paidMinor: 0,
  refundedMinor: 0,
  averageRating: null,
};

// No rental or payment is stored until the rentals and payments modules land, so every
// customer's history is empty; their reader replaces this one in services.ts.
export const emptyCustomerHistory: CustomerHistoryReader = {
  ofCustomers: async () => new Map(),
};

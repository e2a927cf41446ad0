// Providers of the categories whose module does not exist yet: the rentals module will offer
// its own (search/contract.ts) and this goes.
import type { SearchProvider } from './contract.ts';

// Rentals have no table yet: the category is part of the contract and answers an empty list
// until the rentals module lands (it will search rental numbers, customers and plates).
export const rentalsProvider: SearchProvider = {
  category: 'rentals',
  permission: 'rentals:read',
  audience: 'staff',
  search: async () => [],
};

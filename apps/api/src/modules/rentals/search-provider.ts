import type { SearchResult } from '@motorpool/domain/schemas/search';
import type { SearchProvider } from '../search/ports.ts';
import { type CardSources, searchRentals } from './repository.ts';

// Global search (modules/search): rental numbers, customers' names and licence plates, for staff.
export function rentalSearchProvider(sources: CardSources): SearchProvider {
  return {
    category: 'rentals',
    permission: 'rentals:read',
    audience: 'staff',
    async search(tx, text, limit) {
      const rows = await searchRentals(tx, text, limit, sources);
      return rows.map((r): SearchResult => ({ category: 'rentals', ...r }));
    },
  };
}

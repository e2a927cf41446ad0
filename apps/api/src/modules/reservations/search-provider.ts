import type { SearchResult } from '@motorpool/domain/schemas/search';
import type { SearchProvider } from '../search/ports.ts';
import { type CardSources, searchReservations } from './repository.ts';

// Global search (modules/search): reservation numbers and customers' names, for staff.
export function reservationSearchProvider(sources: CardSources): SearchProvider {
  return {
    category: 'reservations',
    permission: 'reservations:read',
    audience: 'staff',
    async search(tx, text, limit) {
      const rows = await searchReservations(tx, text, limit, sources);
      return rows.map((r): SearchResult => ({ category: 'reservations', ...r }));
    },
  };
}

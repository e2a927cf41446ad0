import { paths } from '../../../shared/config/paths.ts';
import type { SearchResult } from '@motorpool/domain/schemas/search';

// The view page each kind of result opens.
export function resultHref(result: Pick<SearchResult, 'category' | 'id'>): string {
  switch (result.category) {
    case 'users':
      return paths.admin.userDetail.getHref(result.id);
    case 'vehicles':
      return paths.admin.vehicleDetail.getHref(result.id);
    case 'customers':
      return paths.admin.customerDetail.getHref(result.id);
    case 'reservations':
      return paths.admin.reservationDetail.getHref(result.id);
    case 'rentals':
      return paths.admin.rentalDetail.getHref(result.id);
  }
}

export function groupResults(
  results: readonly SearchResult[],
): { category: SearchResult['category']; items: SearchResult[] }[] {
  const order: SearchResult['category'][] = [
    'vehicles',
    'customers',
    'reservations',
    'rentals',
    'users',
  ];
  return order
    .map((category) => ({ category, items: results.filter((r) => r.category === category) }))
    .filter((g) => g.items.length > 0);
}

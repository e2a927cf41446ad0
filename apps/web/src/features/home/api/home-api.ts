import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { api } from '../../../shared/api/client.ts';
import { takeEarly } from '../../../shared/api/early-requests.ts';
import { featuredLimit, homePaths } from './home-paths.ts';
import type { HomeOffer, HomeTestimonial } from './home-content.ts';

// The branches under the catalogue's own key (features/catalog/api/catalog-api.ts), same answer:
// the catalog page opened from here finds them loaded.
export const homeKeys = {
  featured: ['home', 'featured', featuredLimit] as const,
  branches: ['catalog', 'branches'] as const,
  offers: ['home', 'offers'] as const,
  testimonials: ['home', 'testimonials'] as const,
  activity: (userId: string) => ['home', 'activity', userId] as const,
};

const publicData = 5 * 60_000;

const get = <T>(path: string, signal: AbortSignal) =>
  takeEarly<T>(path) ?? api.get<T>(path, { signal });

export function useFeaturedVehicles() {
  return useQuery({
    queryKey: homeKeys.featured,
    queryFn: async ({ signal }) =>
      (await get<ListResponse<VehicleCatalogueView>>(homePaths.featured, signal)).data,
    staleTime: publicData,
  });
}

export function useHomeBranches() {
  return useQuery({
    queryKey: homeKeys.branches,
    queryFn: async ({ signal }) =>
      (await get<ListResponse<PublicBranchView>>(homePaths.branches, signal)).data,
    staleTime: publicData,
  });
}

export function useOffers() {
  return useQuery({
    queryKey: homeKeys.offers,
    queryFn: async ({ signal }): Promise<HomeOffer[]> =>
      (await get<{ data: HomeOffer[] }>(homePaths.offers, signal)).data,
    staleTime: publicData,
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: homeKeys.testimonials,
    queryFn: async ({ signal }): Promise<HomeTestimonial[]> =>
      (await get<{ data: HomeTestimonial[] }>(homePaths.testimonials, signal)).data,
    staleTime: publicData,
  });
}

export type ActivityItem = {
  kind: 'reservation' | 'rental';
  id: string;
  number: string;
  status: string;
  vehicle: string;
  pickupDate: string;
  returnDate: string;
  createdAt: string;
};

const recentLimit = 3;

// The signed-in customer's latest bookings: the API answers a customer with their own only.
export function useRecentActivity(userId: string | undefined) {
  return useQuery({
    queryKey: homeKeys.activity(userId ?? ''),
    enabled: userId !== undefined,
    queryFn: async ({ signal }): Promise<ActivityItem[]> => {
      const query = `limit=${recentLimit}&sort=createdAt:desc`;
      const [reservations, rentals] = await Promise.all([
        api.get<ListResponse<ReservationView>>(`/reservations?${query}`, { signal }),
        api.get<ListResponse<RentalView>>(`/rentals?${query}`, { signal }),
      ]);
      // a trip that became a rental is shown once, as the rental
      const rented = new Set(rentals.data.map((r) => r.reservationId));
      const items: ActivityItem[] = [
        ...reservations.data
          .filter((r) => !rented.has(r.id))
          .map((r) => ({
            kind: 'reservation' as const,
            id: r.id,
            number: r.reservationNumber,
            status: r.status,
            vehicle: `${r.vehicle.make} ${r.vehicle.model} ${r.vehicle.year}`,
            pickupDate: r.pickupDate,
            returnDate: r.returnDate,
            createdAt: r.createdAt,
          })),
        ...rentals.data.map((r) => ({
          kind: 'rental' as const,
          id: r.id,
          number: r.rentalNumber,
          status: r.status,
          vehicle: `${r.vehicle.make} ${r.vehicle.model} ${r.vehicle.year}`,
          pickupDate: r.pickupDate,
          returnDate: r.returnDate,
          createdAt: r.createdAt,
        })),
      ];
      return items
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
        .slice(0, recentLimit);
    },
  });
}

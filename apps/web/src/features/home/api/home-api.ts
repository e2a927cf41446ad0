import { useQuery } from '@tanstack/react-query';
import { listRentals } from '../../../api/rentals/customer-rentals.ts';
import { listReservations } from '../../../api/reservations/customer-bookings.ts';
import { api } from '../../../shared/api/client.ts';
import { takeEarly } from '../../../shared/api/early-requests.ts';
import { homePaths } from './home-paths.ts';
import { homeKeys } from './keys.ts';
import type { HomeOffer, HomeTestimonial } from './home-content.ts';

const publicData = 5 * 60_000;

const get = <T>(path: string, signal: AbortSignal) =>
  takeEarly<T>(path) ?? api.get<T>(path, { signal });

export function useOffers() {
  return useQuery({
    queryKey: homeKeys.offers(),
    queryFn: async ({ signal }): Promise<HomeOffer[]> =>
      (await get<{ data: HomeOffer[] }>(homePaths.offers, signal)).data,
    staleTime: publicData,
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: homeKeys.testimonials(),
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
        listReservations(query, signal),
        listRentals(query, signal),
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

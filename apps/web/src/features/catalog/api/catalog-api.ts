import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type {
  CatalogueQuoteView,
  PublicAvailableVehicleView,
  PublicBranchView,
} from '@motorpool/domain/schemas/catalogue';
import type { FileView } from '@motorpool/domain/schemas/file';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { api } from '../../../shared/api/client.ts';
import { ownsItsErrors } from '../../../shared/lib/query-client.ts';
import { apiQuery, type CatalogSearch, periodOf } from '../components/catalog-search.ts';

// The customer area reads the public routes (/public/catalogue, /public/branches): the same
// answers for a visitor and a signed-in customer, on the company's address.
export const catalogKeys = {
  all: ['catalog'] as const,
  list: (query: string) => ['catalog', 'list', query] as const,
  vehicle: (id: string) => ['catalog', 'vehicle', id] as const,
  images: (id: string) => ['catalog', 'vehicle', id, 'images'] as const,
  quote: (id: string, from: string, to: string) => ['catalog', 'quote', id, from, to] as const,
  branches: () => ['catalog', 'branches'] as const,
  branch: (id: string) => ['catalog', 'branch', id] as const,
};

/** A card of the list: the vehicle, and its price for the period once dates are chosen. */
export type CatalogItem = {
  id: string;
  make: string;
  model: string;
  year: number;
  category: string;
  seats: number | null;
  transmission: string | null;
  fuelType: string | null;
  imageUrl: string | null;
  dailyRate: number;
  /** the period's total, tax included, when dates are chosen */
  periodTotal?: number;
  days?: number;
  currency?: string;
};

function fromCatalogue(v: VehicleCatalogueView): CatalogItem {
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    category: v.category,
    seats: v.seatingCapacity ?? null,
    transmission: v.transmission ?? null,
    fuelType: v.fuelType ?? null,
    imageUrl: v.thumbnailUrl,
    dailyRate: v.dailyRate,
  };
}

function fromAvailability({ vehicle, quote }: PublicAvailableVehicleView): CatalogItem {
  return {
    ...vehicle,
    dailyRate: quote.dailyRate,
    periodTotal: quote.total,
    days: quote.days,
    currency: quote.currency,
  };
}

export function useCatalogList(search: CatalogSearch) {
  const query = apiQuery(search).toString();
  const dated = periodOf(search) !== undefined;
  return useQuery({
    queryKey: catalogKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ListResponse<CatalogItem>> => {
      if (dated) {
        const page = await api.get<ListResponse<PublicAvailableVehicleView>>(
          `/public/catalogue/availability?${query}`,
          { signal },
        );
        return { ...page, data: page.data.map(fromAvailability) };
      }
      const page = await api.get<ListResponse<VehicleCatalogueView>>(
        `/public/catalogue/vehicles?${query}`,
        { signal },
      );
      return { ...page, data: page.data.map(fromCatalogue) };
    },
  });
}

export function useCatalogVehicle(id: string) {
  return useQuery({
    queryKey: catalogKeys.vehicle(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<VehicleCatalogueView>(`/public/catalogue/vehicles/${encodeURIComponent(id)}`, {
        signal,
      }),
    enabled: id !== '',
  });
}

export function useVehicleImages(id: string) {
  return useQuery({
    queryKey: catalogKeys.images(id),
    meta: ownsItsErrors,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: FileView[] }>(
          `/public/catalogue/vehicles/${encodeURIComponent(id)}/images`,
          { signal },
        )
      ).data,
    enabled: id !== '',
  });
}

export function useVehicleQuote(
  id: string,
  period: { pickupDate: string; returnDate: string } | undefined,
) {
  return useQuery({
    queryKey: catalogKeys.quote(id, period?.pickupDate ?? '', period?.returnDate ?? ''),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<CatalogueQuoteView>(
        `/public/catalogue/vehicles/${encodeURIComponent(id)}/quote?${new URLSearchParams(period)}`,
        { signal },
      ),
    enabled: id !== '' && period !== undefined,
  });
}

export function usePublicBranches() {
  return useQuery({
    queryKey: catalogKeys.branches(),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<PublicBranchView>>('/public/branches?limit=100', { signal }))
        .data,
    staleTime: 5 * 60_000,
  });
}

export function usePublicBranch(id: string) {
  return useQuery({
    queryKey: catalogKeys.branch(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<PublicBranchView>(`/public/branches/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}

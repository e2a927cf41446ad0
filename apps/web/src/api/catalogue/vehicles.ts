import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type {
  CatalogueQuoteView,
  PublicAvailableVehicleView,
} from '@motorpool/domain/schemas/catalogue';
import type { FileView } from '@motorpool/domain/schemas/file';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { cataloguePaths, featuredLimit } from './catalogue-paths.ts';
import { earlyRead } from './early-read.ts';
import { catalogueKeys } from './keys.ts';

// The customer area reads the public routes (/public/catalogue): the same answers for a
// visitor and a signed-in customer, on the company's address.

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

// A dated search reads the cars free for the whole period, priced for it; else the whole fleet.
export function useCatalogList(query: string, dated: boolean) {
  return useQuery({
    queryKey: catalogueKeys.list(query),
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
    queryKey: catalogueKeys.vehicle(id),
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
    queryKey: catalogueKeys.images(id),
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
    queryKey: catalogueKeys.quote(id, period?.pickupDate ?? '', period?.returnDate ?? ''),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<CatalogueQuoteView>(
        `/public/catalogue/vehicles/${encodeURIComponent(id)}/quote?${new URLSearchParams(period)}`,
        { signal },
      ),
    enabled: id !== '' && period !== undefined,
  });
}

// The home's first cars: read early by the app's entry when the home is the first page.
export function useFeaturedVehicles() {
  return useQuery({
    queryKey: catalogueKeys.featured(featuredLimit),
    queryFn: async ({ signal }) =>
      (await earlyRead<ListResponse<VehicleCatalogueView>>(cataloguePaths.featured, signal)).data,
    staleTime: 5 * 60_000,
  });
}

// The cars free for the whole period, each priced by the API (public: a visitor may choose).
export function useFreeVehicles(
  period: { pickupDate: string; returnDate: string; branchId?: string } | null,
  page = 1,
) {
  const query = new URLSearchParams({ limit: '10', page: String(page) });
  if (period) for (const [k, v] of Object.entries(period)) if (v) query.set(k, v);
  const text = query.toString();
  return useQuery({
    queryKey: catalogueKeys.availability(text),
    queryFn: ({ signal }) =>
      api.get<ListResponse<PublicAvailableVehicleView>>(`/public/catalogue/availability?${text}`, {
        signal,
      }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}

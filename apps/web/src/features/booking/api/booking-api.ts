import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type {
  PublicAvailableVehicleView,
  PublicBranchView,
} from '@motorpool/domain/schemas/catalogue';
import type { AuthUserView } from '@motorpool/domain/schemas/auth';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import type { CustomerPaymentOption } from '@motorpool/domain/schemas/company-settings';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import type { CustomerPaymentView } from '@motorpool/domain/schemas/payment';
import type {
  AddOnLookupType,
  ReservationQuoteView,
  ReservationView,
} from '@motorpool/domain/schemas/reservation';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { api } from '../../../shared/api/client.ts';
import { ownsItsErrors } from '../../../shared/lib/query-client.ts';
import { useTenantBookingTerms } from '../../../shared/reference/tenant.ts';

export const bookingKeys = {
  all: ['booking'] as const,
  branches: () => ['booking', 'branches'] as const,
  vehicle: (id: string) => ['booking', 'vehicle', id] as const,
  availability: (q: string) => ['booking', 'availability', q] as const,
  addOns: (type: string) => ['booking', 'add-ons', type] as const,
  profile: () => ['booking', 'profile'] as const,
  quote: (body: string) => ['booking', 'quote', body] as const,
  reservation: (id: string) => ['booking', 'reservation', id] as const,
};

export type OwnProfile = AuthUserView & { customer?: CustomerView };

export type QuoteBody = {
  vehicleId: string;
  pickupDate: string;
  returnDate: string;
  addOns: { code: string; quantity: number }[];
  promoCode?: string;
};

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export function useBookingBranches() {
  return useQuery({
    queryKey: bookingKeys.branches(),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<PublicBranchView>>('/public/branches?limit=100', { signal }))
        .data,
    staleTime: 5 * 60_000,
  });
}

export function useBookingVehicle(id: string) {
  return useQuery({
    queryKey: bookingKeys.vehicle(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<VehicleCatalogueView>(`/public/catalogue/vehicles/${encodeURIComponent(id)}`, {
        signal,
      }),
    enabled: id !== '',
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
    queryKey: bookingKeys.availability(text),
    queryFn: ({ signal }) =>
      api.get<ListResponse<PublicAvailableVehicleView>>(`/public/catalogue/availability?${text}`, {
        signal,
      }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}

// Insurance options and extras: lookups a signed-in customer may browse.
export function useBookingAddOns(type: AddOnLookupType, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.addOns(type),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: LookupView[] }>(`/lookups/type/${type}`, { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useOwnProfile(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.profile(),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<OwnProfile>('/auth/profile', { signal }),
    enabled,
  });
}

export function useSaveDriver() {
  return useMutation({
    mutationFn: (body: Record<string, string>) => api.patch<OwnProfile>('/auth/profile', body),
  });
}

// POST /reservations/quote: the full breakdown, the promo code's discount included.
export function useBookingQuote(body: QuoteBody | null) {
  const text = JSON.stringify(body);
  return useQuery({
    queryKey: bookingKeys.quote(text),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.post<ReservationQuoteView>('/reservations/quote', body, { signal }),
    enabled: body !== null,
    retry: false,
  });
}

export function useBookedReservation(id: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.reservation(id ?? ''),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ReservationView>(`/reservations/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

export type CreateBody = QuoteBody & {
  customerId: string;
  pickupBranchId: string;
  returnBranchId: string;
  specialRequests?: string;
};

export function useCreateBooking() {
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateBody; key: string }) =>
      api.post<ReservationView>('/reservations', body, keyed(key)),
  });
}

export type CardBody = {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName?: string;
};

// The customer's own card payment: recorded (POST /payments), then charged (/process).
export function useCreateCardPayment() {
  return useMutation({
    mutationFn: ({ body, key }: { body: Record<string, unknown>; key: string }) =>
      api.post<CustomerPaymentView>('/payments', body, keyed(key)),
  });
}

export function useProcessCardPayment() {
  return useMutation({
    mutationFn: ({ id, card, key }: { id: string; card: CardBody; key: string }) =>
      api.post<CustomerPaymentView>(
        `/payments/${encodeURIComponent(id)}/process`,
        { card },
        keyed(key),
      ),
  });
}

// The company's choice (payments.customerPaymentOptions), public on its host; until it is
// read, both, the company's default (the currency the prices need is read by the same query).
export function useCustomerPaymentOptions(): CustomerPaymentOption {
  return useTenantBookingTerms()?.customerPaymentOptions ?? 'both';
}

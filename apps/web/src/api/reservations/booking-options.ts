import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AvailabilityListView,
  ReservationQuoteRequest,
  ReservationQuoteView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { vehicleKeys } from '../vehicles/keys.ts';
import { reservationKeys } from './keys.ts';

export type AvailabilityParams = {
  pickupDate: string;
  returnDate: string;
  branchId?: string;
  category?: string;
  search?: string;
};

// GET /vehicles/availability: the vehicles free for the whole period, each priced by the API.
export function useAvailability(params: AvailabilityParams | null) {
  const query = new URLSearchParams({ limit: '20' });
  if (params) {
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  }
  const text = query.toString();
  return useQuery({
    queryKey: vehicleKeys.availability(text),
    queryFn: ({ signal }) =>
      api.get<AvailabilityListView>(`/vehicles/availability?${text}`, { signal }),
    // No previous answer meanwhile: a car free for the last period may not be for this one.
    enabled: params !== null,
  });
}

// POST /reservations/quote: the form's live price, computed by the API (never here).
export function useQuote(body: ReservationQuoteRequest | null) {
  const text = JSON.stringify(body);
  return useQuery({
    queryKey: reservationKeys.quote(text),
    queryFn: ({ signal }) =>
      api.post<ReservationQuoteView>('/reservations/quote', body, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import type { InspectionPhotoView } from '@motorpool/domain/schemas/rental-inspection';
import type { RentalCheckinQuoteInput, RentalChargesView } from '@motorpool/domain/schemas/rental';
import { api } from '../../shared/api/client.ts';
import { rentalKeys, rentalPath } from './keys.ts';

// POST /rentals/{id}/checkin-quote: the charges check-in would compute now, nothing stored.
export function useCheckinQuote(id: string, body: RentalCheckinQuoteInput | null) {
  const text = JSON.stringify(body);
  return useQuery({
    queryKey: rentalKeys.checkinQuote(id, text),
    queryFn: ({ signal }) =>
      api.post<RentalChargesView>(rentalPath(id, '/checkin-quote'), body, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

// POST /rentals/{id}/inspection-photos (multipart `file`): the id a mark's photoIds names.
export function useInspectionPhotoUpload(id: string) {
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<InspectionPhotoView>(rentalPath(id, '/inspection-photos'), form);
    },
  });
  return upload.mutateAsync;
}

// GET /vehicles/{id}: the car's odometer, which checkout's start mileage may not go below.
export function useVehicleOdometer(vehicleId: string) {
  return useQuery({
    queryKey: rentalKeys.odometer(vehicleId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Pick<VehicleView, 'mileage'>>(`/vehicles/${encodeURIComponent(vehicleId)}`, {
          signal,
        })
      ).mileage,
  });
}

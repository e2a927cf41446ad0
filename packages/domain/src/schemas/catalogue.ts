// What a visitor who is not signed in reads of a company on its own address (the customer
// area's catalog, vehicles, branches): the catalogue, the availability search and the
// branches, without anything the back office keeps to itself (plates, managers, counts).
import { z } from 'zod';
import { vehicleFeatures, type VehicleFeature } from '../value-lists.ts';
import { branchView } from './branch.ts';
import { isoDateTime, pagedView } from './common.ts';
import { availableVehicleView, reservationQuoteView, returnAfterPickup } from './reservation.ts';

/**
 * `features=gps,bluetooth`: the vehicles having every one of them. Returns the features, or
 * null when one of them is not a known feature.
 */
export function parseFeatureFilter(raw: unknown): VehicleFeature[] | null {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  const asked = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  const known = (value: string): value is VehicleFeature =>
    (vehicleFeatures as readonly string[]).includes(value);
  return asked.every(known) ? asked : null;
}

export const publicAvailableVehicleView = availableVehicleView
  .extend({ vehicle: availableVehicleView.shape.vehicle.omit({ licensePlate: true }) })
  .meta({ id: 'PublicAvailableVehicle' });
export type PublicAvailableVehicleView = z.infer<typeof publicAvailableVehicleView>;

export const publicAvailabilityListView = pagedView(publicAvailableVehicleView);

export const publicBranchView = branchView
  .pick({
    id: true,
    name: true,
    address: true,
    city: true,
    country: true,
    phone: true,
    email: true,
    latitude: true,
    longitude: true,
    operatingHours: true,
    amenities: true,
  })
  .meta({ id: 'PublicBranch' });
export type PublicBranchView = z.infer<typeof publicBranchView>;

// GET /public/catalogue/vehicles/{id}/quote: one vehicle priced for a period.
export const catalogueQuoteQuery = z
  .looseObject({ pickupDate: isoDateTime, returnDate: isoDateTime })
  .superRefine(returnAfterPickup);

export const catalogueQuoteView = z
  .object({
    /** free for the whole period (its hold would fit, the turnaround buffer included) */
    available: z.boolean(),
    quote: reservationQuoteView,
  })
  .meta({ id: 'CatalogueQuote' });
export type CatalogueQuoteView = z.infer<typeof catalogueQuoteView>;

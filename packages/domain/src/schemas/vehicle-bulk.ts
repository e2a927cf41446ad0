// Bulk actions on the back office's vehicle list: the same moves as one vehicle's, for up to
// `vehicleBulkMax` selected cars at once, all or nothing.
import { z } from 'zod';
import type { vehicleStatuses } from '../value-lists.ts';
import { id, msg, oneOf, optionalText, strictObject, typeError } from './common.ts';

export const vehicleBulkMax = 100;

// Staff move a car to these; `rented` is reached only through a rental's checkout.
export const vehicleBulkStatuses = [
  'available',
  'maintenance',
  'retired',
] as const satisfies readonly (typeof vehicleStatuses)[number][];
export type VehicleBulkStatus = (typeof vehicleBulkStatuses)[number];

const selection = z
  .array(id, { error: typeError('generic.invalidFormat') })
  .min(1, msg('vehicle.bulkEmpty'))
  .max(vehicleBulkMax, msg('vehicle.bulkTooMany'))
  .refine((ids) => new Set(ids).size === ids.length, msg('generic.duplicateItems'));

export const vehicleBulkStatusSchema = strictObject({
  ids: selection,
  status: oneOf(vehicleBulkStatuses),
  reason: optionalText(500),
});
export type VehicleBulkStatusInput = z.infer<typeof vehicleBulkStatusSchema>;

export const vehicleBulkBranchSchema = strictObject({ ids: selection, branchId: id });
export type VehicleBulkBranchInput = z.infer<typeof vehicleBulkBranchSchema>;

export const vehicleBulkRetireSchema = strictObject({ ids: selection, reason: optionalText(500) });
export type VehicleBulkRetireInput = z.infer<typeof vehicleBulkRetireSchema>;

/** Every selected car changed; a refusal (409) changes none and names each refused car. */
export const vehicleBulkResult = z.object({ updated: z.number().int() });
export type VehicleBulkResult = z.infer<typeof vehicleBulkResult>;

// Lookup contract (code shape like CAR_TYPE_SEDAN, unique per tenant):
// inputs, views, statistics and the list's sort and filter fields.
import { z } from 'zod';
import {
  checkbox,
  msg,
  nonNegativeInt,
  optionalText,
  requiredText,
  stop,
  strictObject,
  typeError,
} from './common.ts';

// Upper-case words of letters and digits joined by single underscores.
export const lookupCodePattern = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function codeShaped(key: 'lookup.invalidCode' | 'lookup.invalidType') {
  return z
    .string({ error: typeError(key) })
    .trim()
    .toUpperCase()
    .min(1, stop('generic.required'))
    .max(100, msg('generic.maxLength'))
    .regex(lookupCodePattern, msg(key));
}

export const lookupCode = codeShaped('lookup.invalidCode');
// Lookups are grouped by type, which has the same shape (e.g. CAR_TYPE, FUEL_TYPE).
export const lookupType = codeShaped('lookup.invalidType');

// The lookup types the admin navigation gives a screen each (vehicle types, fuel
// types, transmission types, insurance options, payment methods, locations; and the extras
// reservations offer beside insurance).
export const lookupTypes = [
  'VEHICLE_TYPE',
  'FUEL_TYPE',
  'TRANSMISSION_TYPE',
  'INSURANCE_OPTION',
  'EXTRA',
  'PAYMENT_METHOD',
  'LOCATION',
] as const;
export type LookupTypeName = (typeof lookupTypes)[number];

const lookupFields = {
  name: requiredText(100),
  // The Arabic display name; screens fall back to `name` when it is absent.
  nameAr: optionalText(100),
  type: lookupType,
  code: lookupCode,
  category: optionalText(50),
  description: optionalText(500),
  value: optionalText(500),
  isActive: checkbox.optional(),
  sortOrder: nonNegativeInt.optional(),
};

export const lookupCreateSchema = strictObject(lookupFields);
export type LookupCreateInput = z.infer<typeof lookupCreateSchema>;

export const lookupUpdateSchema = strictObject(lookupFields).partial();
export type LookupUpdateInput = z.infer<typeof lookupUpdateSchema>;

export const lookupBulkCreateSchema = lookupCreateSchema
  .array()
  .min(1, msg('generic.required'))
  .max(500, msg('generic.maxValue'));
export type LookupBulkCreateInput = z.infer<typeof lookupBulkCreateSchema>;

// GET /lookups: the sort fields and the fields `filter[field][op]` takes.
export const lookupSortFields = ['sortOrder', 'name', 'code', 'type', 'createdAt'] as const;
export type LookupSortField = (typeof lookupSortFields)[number];

export const lookupFilterFields = ['type', 'code', 'category', 'isActive'] as const;
export type LookupFilterField = (typeof lookupFilterFields)[number];

export const lookupView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameAr: z.string().nullable(),
    type: z.string(),
    code: z.string(),
    category: z.string().nullable(),
    description: z.string().nullable(),
    value: z.string().nullable(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Lookup' });
export type LookupView = z.infer<typeof lookupView>;

/** POST /lookups/bulk */
export const lookupBulkCreatedView = z.object({
  created: z.number().int(),
  data: z.array(lookupView),
});
export type LookupBulkCreatedView = z.infer<typeof lookupBulkCreatedView>;

export const lookupTypeCountView = z.object({
  type: z.string(),
  count: z.number().int(),
  active: z.number().int(),
});
export type LookupTypeCountView = z.infer<typeof lookupTypeCountView>;

export const lookupStatsView = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  byType: z.array(lookupTypeCountView),
});
export type LookupStatsView = z.infer<typeof lookupStatsView>;

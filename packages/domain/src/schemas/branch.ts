// Branch contract: operating hours per weekday, amenities, coordinates; the
// inputs, the view, statistics and the list's sort and filter fields.
import { z } from 'zod';
import { weekdays } from '../locale-lists.ts';
import type { Weekday } from '../locale-lists.ts';
import { branchAmenities, branchStatuses, vehicleStatuses } from '../value-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  countryCode,
  email,
  hhmmPattern,
  id,
  msg,
  oneOf,
  phone,
  requiredText,
  stop,
  strictObject,
  timeOfDay,
  typeError,
  uniqueList,
  whenObject,
} from './common.ts';

// A day is either closed or open from openTime to closeTime (HH:mm, same day; a branch
// open round the clock uses 00:00-23:59).
const closedDay = strictObject({ closed: z.literal(true) });
const openDay = strictObject({
  closed: z.literal(false),
  openTime: timeOfDay,
  closeTime: timeOfDay,
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  const { openTime, closeTime } = value;
  const valid = (time: unknown): time is string =>
    typeof time === 'string' && hhmmPattern.test(time);
  if (valid(openTime) && valid(closeTime) && closeTime <= openTime) {
    addIssue(ctx, 'closeTime', 'branch.closeAfterOpen');
  }
}, whenObject);

export const operatingDaySchema = z.discriminatedUnion('closed', [closedDay, openDay], {
  error: typeError('generic.invalidOption'),
});
export type OperatingDay = z.infer<typeof operatingDaySchema>;

export const operatingHoursSchema = strictObject(
  Object.fromEntries(weekdays.map((day) => [day, operatingDaySchema])) as Record<
    Weekday,
    typeof operatingDaySchema
  >,
);
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

export const branchCode = z
  .string({ error: typeError('branch.invalidCode') })
  .trim()
  .toUpperCase()
  .min(1, stop('generic.required'))
  .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, msg('branch.invalidCode'));

export const latitude = z
  .number({ error: typeError('branch.invalidLatitude') })
  .min(-90, msg('branch.invalidLatitude'))
  .max(90, msg('branch.invalidLatitude'));

export const longitude = z
  .number({ error: typeError('branch.invalidLongitude') })
  .min(-180, msg('branch.invalidLongitude'))
  .max(180, msg('branch.invalidLongitude'));

const branchFields = {
  name: requiredText(100),
  code: branchCode,
  address: requiredText(200),
  city: requiredText(100),
  country: countryCode,
  phone,
  email,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  status: oneOf(branchStatuses).optional(),
  operatingHours: operatingHoursSchema.optional(),
  amenities: uniqueList(branchAmenities).optional(),
  managerId: id.nullable().optional(),
};

export const branchCreateSchema = strictObject(branchFields);
export type BranchCreateInput = z.infer<typeof branchCreateSchema>;

export const branchUpdateSchema = strictObject(branchFields).partial();
export type BranchUpdateInput = z.infer<typeof branchUpdateSchema>;

// Whether the branch is open at a weekday and HH:mm time (both in the branch's time zone).
export function isBranchOpen(hours: OperatingHours, day: Weekday, time: string): boolean {
  const today = hours[day];
  if (today.closed) return false;
  return time >= today.openTime && time < today.closeTime;
}

// GET /branches: the sort fields and the fields `filter[field][op]` takes.
export const branchSortFields = ['name', 'code', 'city', 'createdAt'] as const;
export type BranchSortField = (typeof branchSortFields)[number];

export const branchFilterFields = ['status', 'city', 'country', 'managerId'] as const;
export type BranchFilterField = (typeof branchFilterFields)[number];

export const branchView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    status: z.enum(branchStatuses),
    operatingHours: operatingHoursSchema.nullable(),
    amenities: z.array(z.enum(branchAmenities)),
    managerId: z.uuid().nullable(),
    /** "First Last" of the manager, for lists */
    managerName: z.string().nullable(),
    vehicleCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Branch' });
export type BranchView = z.infer<typeof branchView>;

/** A branch as a customer sees it: no internal code, manager or fleet size. */
export const customerBranchView = branchView
  .omit({ code: true, managerId: true, managerName: true, vehicleCount: true })
  .meta({ id: 'CustomerBranch' });
export type CustomerBranchView = z.infer<typeof customerBranchView>;

export const branchStatsView = z.object({
  totalVehicles: z.number().int(),
  vehiclesByStatus: z.record(z.enum(vehicleStatuses), z.number().int()),
  /** percent of the branch's non-retired vehicles that are rented right now */
  utilizationRate: z.number(),
  totalRentals: z.number().int(),
  activeRentals: z.number().int(),
});
export type BranchStatsView = z.infer<typeof branchStatsView>;

// Building blocks of the entity schemas. Every failure carries a ValidationMessageKey.
// Wire formats: ids are UUIDs, timestamps ISO 8601 with offset (UTC `Z` on the wire),
// date-only fields `YYYY-MM-DD`, money integers in the currency's minor units.
import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages.ts';
import {
  choiceError,
  msg,
  stop,
  strictObjectError,
  typeError,
  type RawIssue,
} from './issue-keys.ts';

export { msg, stop, typeError } from './issue-keys.ts';
// The e-mail rule is written once, in zod/mini, and embedded by the full schemas.
export { email } from './mini.ts';

export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: strictObjectError });
}

export function requiredText(max = 200) {
  return z
    .string({ error: typeError('generic.invalidFormat') })
    .trim()
    .min(1, stop('generic.required'))
    .max(max, msg('generic.maxLength'));
}

export function optionalText(max = 2000) {
  return z
    .string({ error: typeError('generic.invalidFormat') })
    .trim()
    .max(max, msg('generic.maxLength'))
    .optional();
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: choiceError('generic.invalidOption') });
}

export function uniqueList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(oneOf(values), { error: typeError('generic.invalidFormat') })
    .refine((items) => new Set(items).size === items.length, msg('generic.duplicateItems'));
}

export const id = z.uuid({ error: choiceError('generic.invalidFormat') });

// 7 to 15 digits (E.164), optional leading +, spaces, dots, hyphens and parentheses between.
export const phonePattern = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s().-]+$/;

export const phone = z
  .string({ error: typeError('generic.invalidPhone') })
  .trim()
  .min(1, stop('generic.required'))
  .regex(phonePattern, msg('generic.invalidPhone'));

export const optionalPhone = z
  .string({ error: typeError('generic.invalidPhone') })
  .trim()
  .regex(phonePattern, msg('generic.invalidPhone'))
  .optional();

export const isoDate = z.iso.date({ error: typeError('generic.invalidDate') });
export const isoDateTime = z.iso.datetime({
  offset: true,
  error: typeError('generic.invalidDate'),
});

export const hhmmPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDay = z
  .string({ error: typeError('generic.invalidTime') })
  .regex(hhmmPattern, msg('generic.invalidTime'));

export const countryCode = z
  .string({ error: typeError('generic.invalidOption') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, msg('generic.invalidOption'));

export const url = z.url({ error: typeError('generic.invalidUrl') });

function numberError(issue: RawIssue): ValidationMessageKey {
  if (issue.input === undefined) return 'generic.required';
  return typeof issue.input === 'number' ? 'generic.integer' : 'generic.invalidNumber';
}

// The largest value an `integer` column holds: every whole number the API takes fits one, so
// a bigger one is a 400 on its field rather than the database's error.
export const int32Max = 2_147_483_647;
// Decimal inputs (capacities, hours) have no use near this; past it they are refused.
export const decimalMax = 1_000_000_000;
const int = () =>
  z
    .int({ error: numberError })
    .min(-int32Max, msg('generic.minValue'))
    .max(int32Max, msg('generic.maxValue'));

// Money in minor units: integers only.
export const minorAmount = int().nonnegative(msg('generic.nonNegative'));
export const positiveMinorAmount = int().positive(msg('generic.positive'));

export const count = int();
export const nonNegativeInt = count.nonnegative(msg('generic.nonNegative'));
export const positiveInt = count.positive(msg('generic.positive'));
/** An odometer reading in km: no car reaches ten million. */
export const odometer = nonNegativeInt.max(10_000_000, msg('generic.maxValue'));

export const decimal = z
  .number({ error: typeError('generic.invalidNumber') })
  .min(-decimalMax, msg('generic.minValue'))
  .max(decimalMax, msg('generic.maxValue'));
export const positiveNumber = decimal.positive(msg('generic.positive'));
export const nonNegativeNumber = decimal.nonnegative(msg('generic.nonNegative'));

// Fuel level 0 to 100 percent.
export const fuelLevel = z
  .number({ error: typeError('vehicle.invalidFuelLevel') })
  .min(0, msg('vehicle.invalidFuelLevel'))
  .max(100, msg('vehicle.invalidFuelLevel'));

export const checkbox = z.boolean({ error: typeError('generic.invalidFormat') });

// A box that must be ticked: anything but `true` fails with `key`.
export function mustBeTrue(key: ValidationMessageKey) {
  return z.literal(true, { error: key });
}

// Date helpers (pure; `now` is passed in or read at parse time, never at module load).
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function ageOn(birthDate: string, onDate: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = onDate.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function isAfter(later: string, earlier: string): boolean {
  return Date.parse(later) > Date.parse(earlier);
}

// Driving licence numbers differ per country: 4 to 20 letters, digits, spaces or hyphens.
export const licenseNumber = z
  .string({ error: typeError('customer.invalidLicenseNumber') })
  .trim()
  .toUpperCase()
  .min(1, stop('generic.required'))
  .regex(/^[A-Z0-9][A-Z0-9 -]{2,18}[A-Z0-9]$/, msg('customer.invalidLicenseNumber'));

// National ID, iqama or passport number: 4 to 30 letters, digits or hyphens.
export const idNumber = z
  .string({ error: typeError('customer.invalidIdNumber') })
  .trim()
  .toUpperCase()
  .min(1, stop('generic.required'))
  .regex(/^[A-Z0-9-]{4,30}$/, msg('customer.invalidIdNumber'));

// Cross-field rules. zod skips an object's refinements once a field failed; forms want every
// problem at once, so these run whenever the input is an object, and read the fields
// defensively (a field that failed its own schema still holds the raw input).
export type RefineCtx = z.core.$RefinementCtx<unknown>;
export type FieldBag = Record<string, unknown>;

export const whenObject = {
  when: (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' && payload.value !== null,
};

export function addIssue(
  ctx: RefineCtx,
  path: string,
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
): void {
  ctx.addIssue({
    code: 'custom',
    path: path.split('.'),
    message: key,
    ...(params ? { params } : {}),
  });
}

// The value as a comparable timestamp, or undefined when it is not a valid date string.
export function timeOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

export function dateOnly(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

// What every list, activity log and delete answers, whatever the entity.

/** An object of whole counts, one per key. */
export const countsOf = <const K extends readonly string[]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as {
      [P in K[number]]: z.ZodNumber;
    },
  );

/** A page of a list: `total` is a lower bound when `totalCapped`. */
export const pagedView = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  });

/** A page of a list whose total is always counted exactly (sessions, users' activity, roles). */
export const exactPagedView = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  });

/** The page of an activity log: `?page=&limit=` (1-100, default 20). */
export const activityQuery = strictObject({
  page: z.coerce
    .number({ error: typeError('generic.integer') })
    .int({ error: 'generic.integer' })
    .min(1, { error: 'generic.minValue' })
    .default(1),
  limit: z.coerce
    .number({ error: typeError('generic.integer') })
    .int({ error: 'generic.integer' })
    .min(1, { error: 'generic.minValue' })
    .max(100, { error: 'generic.maxValue' })
    .default(20),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

/** One audit row about a record: who did what, with the values before and after. */
export const activityEntry = z.object({
  id: z.uuid(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.uuid().nullable(),
  actorType: z.enum(['user', 'platform', 'system']),
  actorId: z.uuid().nullable(),
  /** the platform's support, when the change was made during a support visit */
  impersonatorId: z.uuid().nullable().optional(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityPage = pagedView(activityEntry);
export type ActivityPage = z.infer<typeof activityPage>;

/** A page of audit rows counted exactly (GET /permissions/audit). */
export type ExactActivityPage = {
  data: ActivityEntry[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
};

// A record with history that must stay whole is retired instead of erased.
export const deleteOutcome = z.object({ outcome: z.enum(['deleted', 'retired']) });
export type DeleteOutcome = z.infer<typeof deleteOutcome>;

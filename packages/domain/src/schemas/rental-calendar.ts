// The rentals calendar: reservations not yet taken over and rentals
// over a period, and each branch's iCal feed.
import { z } from 'zod';
import { type RentalStatus, type ReservationStatus, vehicleCategories } from '../value-lists.ts';
import { addIssue, id, isoDateTime, oneOf, strictObject, timeOf } from './common.ts';

/** The longest period one request reads: a month view with the weeks around it. */
export const calendarMaxDays = 62;
/** More bookings than a screen can show are cut here, the earliest kept. */
export const calendarMaxItems = 2000;
/** How far ahead a branch's iCal feed reaches. */
export const calendarFeedDays = 90;

/** The statuses the calendar filters on: a reservation's and a rental's, side by side. */
export const calendarStatuses = [
  'pending',
  'confirmed',
  'active',
  'completed',
  'cancelled',
  'no_show',
] as const satisfies readonly (ReservationStatus | RentalStatus)[];
export type CalendarStatus = (typeof calendarStatuses)[number];

const dayMs = 86_400_000;

export const calendarQuerySchema = strictObject({
  /** the period's start, inclusive */
  from: isoDateTime,
  /** the period's end, exclusive */
  to: isoDateTime,
  branchId: id.optional(),
  category: oneOf(vehicleCategories).optional(),
  status: oneOf(calendarStatuses).optional(),
}).superRefine((value, ctx) => {
  const from = timeOf(value.from);
  const to = timeOf(value.to);
  if (from === undefined || to === undefined) return;
  if (to <= from) addIssue(ctx, 'to', 'calendar.endAfterStart');
  else if (to - from > calendarMaxDays * dayMs) addIssue(ctx, 'to', 'calendar.rangeTooLong');
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

export const calendarEventView = z.object({
  id: z.uuid(),
  kind: z.enum(['reservation', 'rental']),
  /** RES-… or RNT-… */
  number: z.string(),
  status: z.enum(calendarStatuses),
  /** an active rental past its return date and the company's grace */
  isOverdue: z.boolean(),
  /** the customer's name and the licence plate */
  title: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  vehicleId: z.uuid(),
  vehicleName: z.string(),
  licensePlate: z.string(),
  category: z.enum(vehicleCategories),
  /** the pickup branch */
  branchId: z.uuid(),
  customerName: z.string(),
});
export type CalendarEventView = z.infer<typeof calendarEventView>;

export const calendarEventsView = z.object({ data: z.array(calendarEventView) });

/** A new feed: its secret URL, shown once (only a hash of the token is kept). */
export const calendarFeedView = z.object({ url: z.string() });
export type CalendarFeedView = z.infer<typeof calendarFeedView>;

/** Whether the branch has a feed, and since when; the URL itself is never shown again. */
export const calendarFeedStateView = z.object({
  exists: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStateView = z.infer<typeof calendarFeedStateView>;

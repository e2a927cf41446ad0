// Wall-clock times at a branch: the seed picks pickups and returns as a desk agent would, in the
// company's time zone and inside the branch's opening hours of that day.
import { type Weekday, weekdays } from '@motorpool/domain/locale-lists';
import type { OperatingHours } from '@motorpool/domain/schemas/branch';
import { isBranchOpen } from '@motorpool/domain/schemas/branch';

const minuteMs = 60_000;
export const dayMs = 86_400_000;

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((asUtc - Math.floor(instant.getTime() / minuteMs) * minuteMs) / minuteMs);
}

/** The instant of a local calendar day (UTC midnight of that date) plus minutes, in the zone. */
export function zonedInstant(day: Date, minutes: number, timeZone: string): Date {
  const naive = day.getTime() + minutes * minuteMs;
  const first = naive - offsetMinutes(new Date(naive), timeZone) * minuteMs;
  // a second pass settles instants next to a daylight-saving change
  return new Date(naive - offsetMinutes(new Date(first), timeZone) * minuteMs);
}

/** The local calendar day (as UTC midnight) of an instant in the zone. */
export function localDay(instant: Date, timeZone: string): Date {
  const local = instant.getTime() + offsetMinutes(instant, timeZone) * minuteMs;
  return new Date(Math.floor(local / dayMs) * dayMs);
}

export const weekdayOf = (day: Date): Weekday => weekdays[day.getUTCDay()]!;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Open minutes of the day [from, to) at a branch; null when closed, all day without hours. */
export function openingOn(
  hours: OperatingHours | null,
  day: Date,
): { from: number; to: number } | null {
  if (!hours) return { from: 0, to: 24 * 60 };
  const today = hours[weekdayOf(day)];
  if (today.closed) return null;
  return { from: toMinutes(today.openTime), to: toMinutes(today.closeTime) };
}

/**
 * A desk time near `wanted` minutes inside the day's opening, on the quarter hour, kept an hour
 * clear of closing; null when the branch is closed that day.
 */
export function deskTime(hours: OperatingHours | null, day: Date, wanted: number): number | null {
  const open = openingOn(hours, day);
  if (!open) return null;
  const latest = Math.max(open.from, open.to - 60);
  const clamped = Math.min(latest, Math.max(open.from, wanted));
  const quarter = Math.ceil(clamped / 15) * 15;
  const time = quarter > latest ? Math.floor(clamped / 15) * 15 : quarter;
  return time >= open.from && (!hours || isBranchOpen(hours, weekdayOf(day), hhmm(time)))
    ? time
    : null;
}

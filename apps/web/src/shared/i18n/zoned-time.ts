// Booking times (reservations, rentals) are stored in UTC and shown, and typed, as wall-clock
// time in the company's time zone (not the browser's), so a booking reads the same day and hour
// on every screen.

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

function wallClock(epoch: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(new Date(epoch))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

// Milliseconds the zone is ahead of UTC at that instant.
function zoneOffset(epoch: number, timeZone: string): number {
  const p = wallClock(epoch, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epoch / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the `YYYY-MM-DDTHH:mm` a datetime-local input shows in `timeZone`. */
export function toZonedInput(iso: string, timeZone: string): string {
  const epoch = Date.parse(iso);
  if (Number.isNaN(epoch)) return '';
  const p = wallClock(epoch, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** What a datetime-local input holds, read as wall time in `timeZone`, as an ISO UTC instant. */
export function fromZonedInput(value: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then again at the result: right on both sides of a DST change.
  const first = asUtc - zoneOffset(asUtc, timeZone);
  const epoch = asUtc - zoneOffset(first, timeZone);
  return new Date(epoch).toISOString();
}

/** An instant as the locale writes a date and time in `timeZone`. */
export function formatZoned(
  iso: string | null | undefined,
  locale: string,
  timeZone: string,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

import type { CalendarStatus } from '@motorpool/domain/schemas/rental-calendar';
import type { VehicleCategory } from '@motorpool/domain/value-lists';
import { fromZonedInput } from '../../shared/i18n/zoned-time.ts';

export type CalendarFilters = {
  branchId: string | null;
  category: VehicleCategory | null;
  status: CalendarStatus | null;
};

export type CalendarQuery = CalendarFilters & { from: string; to: string };

export const noFilters: CalendarFilters = { branchId: null, category: null, status: null };

/** GET /rentals/calendar's query: the shown period, then only the filters chosen. */
export function calendarQueryString(query: CalendarQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.branchId) params.set('branchId', query.branchId);
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  return params.toString();
}

// FullCalendar writes its dates with the offset of the calendar's time zone; a day alone (or a
// time without offset) is read in the company's time zone.
export function toInstant(value: string, timeZone: string): string | undefined {
  if (/(Z|[+-]\d\d:?\d\d)$/i.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  const local = value.length === 10 ? `${value}T00:00` : value.slice(0, 16);
  return fromZonedInput(local, timeZone);
}

// When a recurring service falls due: every N km and/or every M months from the last service
// of the schedule on that vehicle (or the schedule's start), whichever comes first; due soon
// within 7 days or 500 km (the upcoming window, docs/product/maintenance.md), overdue once past either.
import {
  serviceDueSoonDays,
  serviceDueSoonKm,
  type ServiceDueState,
} from '@motorpool/domain/schemas/maintenance';

export type ScheduleTerms = {
  intervalKm: number | null;
  intervalMonths: number | null;
  /** YYYY-MM-DD */
  startDate: string;
  startMileage: number | null;
};

export type LastService = { date: string; mileage: number | null };

export type ServiceDue = {
  lastServiceDate: string | null;
  lastServiceMileage: number | null;
  nextDueDate: string | null;
  nextDueMileage: number | null;
  state: ServiceDueState;
};

const dayMs = 86_400_000;

/** The same day M months later (the month's last day when it has no such day). */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export function serviceDue(
  terms: ScheduleTerms,
  vehicleMileage: number,
  last: LastService | undefined,
  today: string,
): ServiceDue {
  const baseDate = last?.date ?? terms.startDate;
  const baseKm = last?.mileage ?? terms.startMileage;
  const nextDueDate = terms.intervalMonths ? addMonths(baseDate, terms.intervalMonths) : null;
  // Without a reading to count from, services fall at the interval's multiples (10 000 km…).
  const nextDueMileage = terms.intervalKm
    ? baseKm !== null
      ? baseKm + terms.intervalKm
      : (Math.floor(vehicleMileage / terms.intervalKm) + 1) * terms.intervalKm
    : null;
  const daysLeft =
    nextDueDate === null ? null : (Date.parse(nextDueDate) - Date.parse(today)) / dayMs;
  const kmLeft = nextDueMileage === null ? null : nextDueMileage - vehicleMileage;
  const overdue = (daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft <= 0);
  const soon =
    (daysLeft !== null && daysLeft <= serviceDueSoonDays) ||
    (kmLeft !== null && kmLeft <= serviceDueSoonKm);
  return {
    lastServiceDate: last?.date ?? null,
    lastServiceMileage: last?.mileage ?? null,
    nextDueDate,
    nextDueMileage,
    state: overdue ? 'overdue' : soon ? 'dueSoon' : 'ok',
  };
}

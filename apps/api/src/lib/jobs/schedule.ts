import type { JobSchedule } from '@motorpool/domain/schemas/jobs';

const day = 86_400_000;
// A retry never waits longer than this, whatever the attempt.
export const maxRetryDelayMs = 6 * 3_600_000;

const dailyAtPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function assertSchedule(name: string, schedule: JobSchedule): void {
  if ('everyMs' in schedule) {
    // Each occurrence is a row: a shorter period would fill the table for little gain.
    if (!Number.isInteger(schedule.everyMs) || schedule.everyMs < 1000) {
      throw new Error(`job ${name}: everyMs must be a whole number of at least 1000`);
    }
    return;
  }
  if (!dailyAtPattern.test(schedule.dailyAt)) {
    throw new Error(`job ${name}: dailyAt must be a UTC time HH:MM`);
  }
}

/**
 * The first occurrence strictly after `after`. Intervals are counted from the Unix epoch and
 * daily times are UTC, so every instance computes the same occurrence from any clock reading.
 */
export function nextOccurrence(schedule: JobSchedule, after: Date): Date {
  const t = after.getTime();
  if ('everyMs' in schedule)
    return new Date((Math.floor(t / schedule.everyMs) + 1) * schedule.everyMs);
  const [, hours, minutes] = dailyAtPattern.exec(schedule.dailyAt) ?? [];
  const offset = (Number(hours) * 60 + Number(minutes)) * 60_000;
  const today = Math.floor(t / day) * day + offset;
  return new Date(today > t ? today : today + day);
}

/** The wait before attempt `attempt + 1`: backoffMs, doubled after each further failure. */
export function retryDelayMs(backoffMs: number, attempt: number): number {
  return Math.min(backoffMs * 2 ** Math.max(0, attempt - 1), maxRetryDelayMs);
}

import { describe, expect, it } from 'vitest';
import { formatZoned, fromZonedInput, toZonedInput } from './zoned-time.ts';

describe('company time zone', () => {
  it('reads what was typed as wall time in the company zone and sends UTC', () => {
    expect(fromZonedInput('2026-03-10T09:30', 'Asia/Riyadh')).toBe('2026-03-10T06:30:00.000Z');
    expect(fromZonedInput('2026-03-10T09:30', 'UTC')).toBe('2026-03-10T09:30:00.000Z');
    expect(fromZonedInput('2026-03-10', 'UTC')).toBeUndefined();
  });

  it('keeps the hour across a daylight-saving change', () => {
    expect(fromZonedInput('2026-03-29T12:00', 'Europe/London')).toBe('2026-03-29T11:00:00.000Z');
    expect(fromZonedInput('2026-03-28T12:00', 'Europe/London')).toBe('2026-03-28T12:00:00.000Z');
    expect(toZonedInput('2026-03-29T11:00:00.000Z', 'Europe/London')).toBe('2026-03-29T12:00');
  });

  it('shows an instant on the company day, not the browser one', () => {
    expect(toZonedInput('2026-03-10T22:30:00Z', 'Asia/Riyadh')).toBe('2026-03-11T01:30');
    expect(formatZoned('2026-03-10T22:30:00Z', 'en-GB', 'Asia/Riyadh')).toBe('11 Mar 2026, 01:30');
    expect(formatZoned(null, 'en-GB', 'UTC')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { calendarQueryString, noFilters, toInstant } from '../../../api/calendar/calendar-query.ts';
import { detailHrefOf, quickActionsOf } from './event-actions.ts';
import { isReschedulable, lookOf } from './event-look.ts';

const all = () => true;

describe('calendar query', () => {
  it('sends the period and only the chosen filters', () => {
    const period = { from: '2026-02-28T21:00:00.000Z', to: '2026-04-11T21:00:00.000Z' };
    expect(calendarQueryString({ ...period, ...noFilters })).toBe(
      'from=2026-02-28T21%3A00%3A00.000Z&to=2026-04-11T21%3A00%3A00.000Z',
    );
    const filtered = new URLSearchParams(
      calendarQueryString({ ...period, branchId: 'b-1', category: 'suv', status: 'active' }),
    );
    expect(Object.fromEntries(filtered)).toEqual({
      ...period,
      branchId: 'b-1',
      category: 'suv',
      status: 'active',
    });
  });

  it("reads FullCalendar's dates as instants, in the company's zone when they carry no offset", () => {
    expect(toInstant('2026-03-01T00:00:00+03:00', 'Asia/Riyadh')).toBe('2026-02-28T21:00:00.000Z');
    expect(toInstant('2026-03-01T06:00:00Z', 'Asia/Riyadh')).toBe('2026-03-01T06:00:00.000Z');
    expect(toInstant('2026-03-01', 'Asia/Riyadh')).toBe('2026-02-28T21:00:00.000Z');
    expect(toInstant('2026-03-01T09:30:00', 'Asia/Riyadh')).toBe('2026-03-01T06:30:00.000Z');
    expect(toInstant('not a date', 'Asia/Riyadh')).toBeUndefined();
  });
});

describe('calendar events', () => {
  it('colours by kind and status, overdue first', () => {
    expect(lookOf({ kind: 'reservation', status: 'pending', isOverdue: false })).toBe('pending');
    expect(lookOf({ kind: 'reservation', status: 'no_show', isOverdue: false })).toBe('closed');
    expect(lookOf({ kind: 'rental', status: 'pending', isOverdue: false })).toBe('awaitingPickup');
    expect(lookOf({ kind: 'rental', status: 'active', isOverdue: true })).toBe('overdue');
  });

  it('lets only a pending or confirmed reservation be dragged', () => {
    expect(isReschedulable({ kind: 'reservation', status: 'confirmed' })).toBe(true);
    expect(isReschedulable({ kind: 'reservation', status: 'cancelled' })).toBe(false);
    expect(isReschedulable({ kind: 'rental', status: 'pending' })).toBe(false);
  });

  it('offers the actions the status and the permissions allow', () => {
    expect(quickActionsOf({ kind: 'reservation', status: 'pending' }, all)).toEqual([
      'open',
      'confirm',
      'cancel',
    ]);
    expect(quickActionsOf({ kind: 'reservation', status: 'completed' }, all)).toEqual(['open']);
    expect(quickActionsOf({ kind: 'rental', status: 'pending' }, all)).toEqual([
      'open',
      'checkout',
    ]);
    expect(quickActionsOf({ kind: 'rental', status: 'active' }, all)).toEqual(['open', 'return']);
    expect(
      quickActionsOf({ kind: 'rental', status: 'active' }, (p) => p !== 'rentals:checkin'),
    ).toEqual(['open']);
    expect(detailHrefOf({ kind: 'rental', id: 'r 1' }, 'checkout')).toBe(
      '/admin/management/rentals/view/r%201?action=checkout',
    );
  });
});

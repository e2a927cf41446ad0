import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';
import { CalendarView } from './calendar-view.tsx';

const booking: CalendarEventView = {
  id: 'res-1',
  kind: 'reservation',
  number: 'RES-000012',
  status: 'confirmed',
  isOverdue: false,
  title: 'RES-000012 Hyundai Tucson',
  start: '2026-03-10T06:00:00.000Z',
  end: '2026-03-13T06:00:00.000Z',
  vehicleId: 'veh-1',
  vehicleName: 'Hyundai Tucson',
  licensePlate: 'ABC 1234',
  category: 'suv',
  branchId: 'b-1',
  customerName: 'Noura Al-Harbi',
};

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

function renderView(onRangeChange = vi.fn()) {
  renderWithProviders(
    <CalendarView
      events={[booking]}
      timeZone="Asia/Riyadh"
      canReschedule
      onRangeChange={onRangeChange}
      onEventOpen={vi.fn()}
      onReschedule={vi.fn()}
    />,
  );
  return onRangeChange;
}

describe('calendar view (FullCalendar)', { timeout: 20_000 }, () => {
  it('shows the month in the company time zone and reports its period as instants', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T09:00:00Z'), toFake: ['Date'] });
    const onRangeChange = renderView();
    await waitFor(() => expect(onRangeChange).toHaveBeenCalled());
    // March 2026 as a month grid starts on Sunday 1 March, midnight in Riyadh (UTC+3).
    expect(onRangeChange.mock.lastCall?.[0]).toEqual({
      from: '2026-02-28T21:00:00.000Z',
      to: '2026-04-11T21:00:00.000Z',
    });
    expect(await screen.findAllByText(/RES-000012 Hyundai Tucson/)).not.toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Month view' }).textContent).toBe('Month');
    expect(screen.getByRole('tab', { name: 'Week view' }).textContent).toBe('Week');
    expect(screen.getByRole('tab', { name: 'Day view' }).textContent).toBe('Day');
    expect(screen.getByRole('button', { name: 'Today' })).toBeTruthy();
  });

  it('stands at most two overlapping bookings side by side in a week, the rest behind a link', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T09:00:00Z'), toFake: ['Date'] });
    const overlapping = Array.from({ length: 5 }, (_, i) => ({
      ...booking,
      id: `res-${i}`,
      number: `RES-00010${i}`,
      title: `RES-00010${i} Hyundai Tucson`,
      start: '2026-03-16T06:00:00.000Z',
      end: '2026-03-16T10:00:00.000Z',
    }));
    renderWithProviders(
      <CalendarView
        events={overlapping}
        timeZone="Asia/Riyadh"
        canReschedule={false}
        onRangeChange={vi.fn()}
        onEventOpen={vi.fn()}
        onReschedule={vi.fn()}
      />,
    );
    screen.getByRole('tab', { name: 'Week view' }).click();
    expect(await screen.findByRole('button', { name: /3 more|\+3/ })).toBeTruthy();
  });

  it('is right to left in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const { container } = renderWithProviders(
      <CalendarView
        events={[]}
        timeZone="Asia/Riyadh"
        canReschedule={false}
        onRangeChange={vi.fn()}
        onEventOpen={vi.fn()}
        onReschedule={vi.fn()}
      />,
    );
    await waitFor(() => expect(container.querySelector('[dir="rtl"]')).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'عرض شهر' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اليوم' })).toBeTruthy();
  });
});

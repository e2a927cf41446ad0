import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';
import type { CalendarViewProps } from '../components/calendar-view.tsx';
import { RentalsCalendarPage } from './rentals-calendar-page.tsx';

const { revert } = vi.hoisted(() => ({ revert: vi.fn() }));

// happy-dom cannot drag: FullCalendar is replaced by a list whose buttons stand for opening an
// event and for dropping a reservation on 12-15 March; everything else is the real page.
vi.mock('../components/calendar-view.tsx', () => ({
  CalendarView: ({ events, onRangeChange, onEventOpen, onReschedule }: CalendarViewProps) => {
    useEffect(() => {
      onRangeChange({ from: '2026-02-28T21:00:00.000Z', to: '2026-04-11T21:00:00.000Z' });
    }, [onRangeChange]);
    return (
      <ul aria-label="calendar">
        {events.map((event) => (
          <li key={event.id}>
            <button onClick={() => onEventOpen(event)}>{event.title}</button>
            <button
              onClick={() =>
                onReschedule({
                  event,
                  pickupDate: '2026-03-12T06:00:00.000Z',
                  returnDate: '2026-03-15T06:00:00.000Z',
                  revert,
                })
              }
            >
              {`move ${event.number}`}
            </button>
          </li>
        ))}
      </ul>
    );
  },
}));

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const olaya = '0193b0e4-0000-7000-8000-0000000000b1';
const booking: CalendarEventView = {
  id: 'res-1',
  kind: 'reservation',
  number: 'RES-000012',
  status: 'confirmed',
  isOverdue: false,
  title: 'RES-000012 · Hyundai Tucson',
  start: '2026-03-10T06:00:00.000Z',
  end: '2026-03-13T06:00:00.000Z',
  vehicleId: 'veh-1',
  vehicleName: 'Hyundai Tucson',
  licensePlate: 'ABC 1234',
  category: 'suv',
  branchId: olaya,
  customerName: 'Noura Al-Harbi',
};
const rental: CalendarEventView = {
  ...booking,
  id: 'rnt-1',
  kind: 'rental',
  number: 'RNT-000004',
  status: 'active',
  isOverdue: true,
  title: 'RNT-000004 · Toyota Camry',
};

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let handler: Handler = () => undefined;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const answer = handler(url, init ?? {});
  if (answer) return answer;
  if (url.pathname === '/api/v1/tenants/current')
    return json(200, { currency: 'SAR', timeZone: 'Asia/Riyadh' });
  if (url.pathname === '/api/v1/branches')
    return json(200, {
      data: [{ id: olaya, name: 'Olaya', code: 'OLY', city: 'Riyadh' }],
      total: 1,
      page: 1,
      limit: 100,
      hasMore: false,
    });
  if (url.pathname === '/api/v1/rentals/calendar') return json(200, { data: [booking, rental] });
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});
const calls = (method: string, pathname: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(url), 'http://localhost').pathname === pathname,
  );
const lastParams = () =>
  new URL(String(calls('GET', '/api/v1/rentals/calendar').at(-1)![0]), 'http://localhost')
    .searchParams;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/general/rentalsCalendar', Component: RentalsCalendarPage }],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function choose(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  handler = () => undefined;
  revert.mockClear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('rentals calendar page', { timeout: 20_000 }, () => {
  it('asks for the shown period with the chosen filters, kept in the address', async () => {
    const router = renderAt(`/admin/general/rentalsCalendar?branchId=${olaya}`);
    expect(await screen.findByRole('button', { name: booking.title })).toBeTruthy();
    expect(Object.fromEntries(lastParams())).toEqual({
      from: '2026-02-28T21:00:00.000Z',
      to: '2026-04-11T21:00:00.000Z',
      branchId: olaya,
    });

    await choose('Vehicle category', 'SUV');
    await waitFor(() => expect(lastParams().get('category')).toBe('suv'));
    await choose('Status', 'Active');
    await waitFor(() => expect(lastParams().get('status')).toBe('active'));
    expect(lastParams().get('branchId')).toBe(olaya);
    expect(router.state.location.search).toContain('category=suv');

    fireEvent.click(screen.getByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed of Olaya' });
    expect(within(dialog).getByText(/Creating a new link stops the previous link/)).toBeTruthy();
  });

  it('creates the branch feed link and shows it to copy', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === `/api/v1/rentals/calendar/feeds/${olaya}`
        ? json(201, { url: 'https://demo.motorpool.test/api/v1/calendar/feeds/secret.ics' })
        : undefined;
    renderAt(`/admin/general/rentalsCalendar?branchId=${olaya}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: /^Calendar feed of/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Feed link' });
    expect(link).toHaveProperty(
      'value',
      'https://demo.motorpool.test/api/v1/calendar/feeds/secret.ics',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('puts a dragged reservation back and names the booking in the way on 409', async () => {
    handler = (url, init) =>
      init.method === 'PATCH' && url.pathname === '/api/v1/reservations/res-1'
        ? json(409, {
            statusCode: 409,
            code: 'VEHICLE_NOT_AVAILABLE',
            message: 'The vehicle is not available for the selected dates',
            details: [{ path: 'reservationNumber', message: 'RES-000077' }],
          })
        : undefined;
    renderAt('/admin/general/rentalsCalendar');
    fireEvent.click(await screen.findByRole('button', { name: 'move RES-000012' }));

    expect(await screen.findByText(/booked at that time by RES-000077/)).toBeTruthy();
    expect(revert).toHaveBeenCalledTimes(1);
    const [, init] = calls('PATCH', '/api/v1/reservations/res-1')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      pickupDate: '2026-03-12T06:00:00.000Z',
      returnDate: '2026-03-15T06:00:00.000Z',
    });
  });

  it('keeps a reschedule the API accepted', async () => {
    handler = (url, init) =>
      init.method === 'PATCH' && url.pathname === '/api/v1/reservations/res-1'
        ? json(200, { ...booking, pickupDate: '2026-03-12T06:00:00.000Z' })
        : undefined;
    renderAt('/admin/general/rentalsCalendar');
    fireEvent.click(await screen.findByRole('button', { name: 'move RES-000012' }));
    expect(await screen.findByText('Reservation RES-000012 has its new dates.')).toBeTruthy();
    expect(revert).not.toHaveBeenCalled();
  });

  it('offers the quick actions of each event', async () => {
    renderAt('/admin/general/rentalsCalendar');
    fireEvent.click(await screen.findByRole('button', { name: rental.title }));
    let drawer = await screen.findByRole('dialog', { name: 'Rental RNT-000004' });
    expect(within(drawer).getByText('Overdue')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Return' }).getAttribute('href')).toBe(
      '/admin/management/rentals/view/rnt-1?action=checkin',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/reservations/res-1/cancel'
        ? json(200, { ...booking, status: 'cancelled' })
        : undefined;
    fireEvent.click(screen.getByRole('button', { name: booking.title }));
    drawer = await screen.findByRole('dialog', { name: 'Reservation RES-000012' });
    expect(within(drawer).getByRole('link', { name: 'Open details' }).getAttribute('href')).toBe(
      '/admin/management/reservations/view/res-1',
    );
    expect(within(drawer).queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel reservation' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Reason for cancelling/ }), {
      target: { value: 'Customer called' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Reservation RES-000012 is cancelled.')).toBeTruthy();
    const [, init] = calls('POST', '/api/v1/reservations/res-1/cancel')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Customer called' });
  });

  it('is in Arabic when the language is Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/general/rentalsCalendar');
    expect(await screen.findByRole('heading', { name: 'تقويم الإيجارات' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'فئة المركبة' })).toBeTruthy();
  });
});

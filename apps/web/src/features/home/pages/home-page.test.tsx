import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { endSession, startSession } from '../../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../../shared/auth/session-timers.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { demoUser, fakeJwt } from '../../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { booking, type Handler, homeFetch, ids, json, page } from '../testing/home-fixtures.ts';
import { HomePage } from './home-page.tsx';

let handler: Handler = () => undefined;
const fetchMock = homeFetch(() => handler);
const requested = (pathname: string) =>
  fetchMock.mock.calls.some(
    ([url]) => new URL(String(url), 'http://localhost').pathname === pathname,
  );

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage company="Desert Drive Rentals" /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function signIn(roles: string[]) {
  const user = demoUser(roles, { email: 'customer@demo.test' });
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
    expires_in: 900,
  });
}

beforeEach(() => {
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  stopSessionTimers();
  endSession();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('customer home', () => {
  it('shows a visitor the featured cars, offers, destinations and testimonials', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Desert Drive Rentals' }),
    ).toBeTruthy();
    const car = await screen.findByRole('article', { name: 'Toyota Camry 2024' });
    expect(within(car).getByRole('link', { name: 'Toyota Camry 2024' }).getAttribute('href')).toBe(
      `/vehicles/${ids.camry}`,
    );
    expect(within(car).getByText(/250/)).toBeTruthy();

    const offer = await screen.findByRole('article', { name: 'Weekend deal' });
    expect(within(offer).getByText('15% off')).toBeTruthy();
    expect(within(offer).getByText('WEEKEND15')).toBeTruthy();
    expect(within(offer).getByText('Valid until Dec 31, 2030')).toBeTruthy();
    const fixed = screen.getByRole('article', { name: 'SUV savings' });
    expect(within(fixed).getByText(/50.*off/)).toBeTruthy();

    const destinations = screen.getByRole('region', { name: 'Destinations' });
    const riyadh = await within(destinations).findByRole('link', { name: /Riyadh/ });
    expect(riyadh.getAttribute('href')).toBe('/branches');
    expect(within(riyadh).getByText('Branches: 2')).toBeTruthy();
    expect(
      within(destinations)
        .getByRole('link', { name: /Jeddah/ })
        .getAttribute('href'),
    ).toBe(`/branch/${ids.corniche}`);

    expect(await screen.findByText('Spotless car and a quick pickup.')).toBeTruthy();
    expect(screen.getByText(/Omar K\./)).toBeTruthy();
    expect(screen.getByLabelText('Rated 5 out of 5')).toBeTruthy();

    expect(screen.queryByRole('region', { name: /Welcome,/ })).toBeNull();
    expect(requested('/api/v1/reservations')).toBe(false);
  });

  it('leaves out the offers and testimonials when there are none', async () => {
    handler = (url) =>
      url.pathname === '/api/v1/public/offers' || url.pathname === '/api/v1/public/testimonials'
        ? json(200, { data: [] })
        : undefined;
    renderHome();
    await screen.findByRole('article', { name: 'Toyota Camry 2024' });
    await waitFor(() => expect(requested('/api/v1/public/testimonials')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Offers' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What our customers say' })).toBeNull();
  });

  it('sends the quick booking to the catalogue with the dates in the company zone', async () => {
    const router = renderHome();
    await screen.findByText('Times are local to the company (Asia/Riyadh).');
    await screen.findAllByRole('option', { name: 'Corniche · Jeddah' });
    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: '2030-06-06T10:00' } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: '2030-06-03T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show available cars' }));
    expect(await screen.findByText('The return must be after the pickup.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.change(screen.getByLabelText('Pickup'), { target: { value: '2030-06-03T10:00' } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: '2030-06-06T10:00' } });
    fireEvent.change(screen.getByLabelText('Pickup branch'), { target: { value: ids.olaya } });
    fireEvent.change(screen.getByLabelText('Return branch'), { target: { value: ids.corniche } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'suv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show available cars' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pickupDate: '2030-06-03T07:00:00.000Z',
      returnDate: '2030-06-06T07:00:00.000Z',
      branchId: ids.olaya,
      returnBranchId: ids.corniche,
      category: 'suv',
    });
  });

  it('shows a signed-in customer their latest bookings, newest first, linking to My bookings', async () => {
    signIn(['customer']);
    renderHome();
    const activity = await screen.findByRole('region', { name: 'Welcome, Layla' });
    const reservation = await within(activity).findByRole('link', { name: 'Reservation RES-0042' });
    expect(reservation.getAttribute('href')).toBe(`/reservations/${ids.reservation}`);
    const rental = within(activity).getByRole('link', { name: 'Rental RNT-0007' });
    expect(rental.getAttribute('href')).toBe(`/rentals/${ids.rental}`);
    expect(
      reservation.compareDocumentPosition(rental) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(activity).getByText('Confirmed')).toBeTruthy();
    expect(within(activity).getByRole('link', { name: 'My reservations' })).toBeTruthy();
  });

  it('shows a trip that became a rental once, as the rental', async () => {
    signIn(['customer']);
    handler = (url) =>
      url.pathname === '/api/v1/rentals'
        ? json(
            200,
            page([
              {
                ...booking,
                id: ids.rental,
                reservationId: ids.reservation,
                rentalNumber: 'RNT-0007',
                status: 'active',
                createdAt: '2030-05-21T10:00:00.000Z',
              },
            ]),
          )
        : undefined;
    renderHome();
    const activity = await screen.findByRole('region', { name: 'Welcome, Layla' });
    expect(await within(activity).findByRole('link', { name: 'Rental RNT-0007' })).toBeTruthy();
    expect(within(activity).queryByRole('link', { name: 'Reservation RES-0042' })).toBeNull();
  });

  it('does not list the company’s bookings for a member of staff', async () => {
    signIn(['admin']);
    renderHome();
    await screen.findByRole('article', { name: 'Toyota Camry 2024' });
    expect(screen.queryByRole('region', { name: /Welcome,/ })).toBeNull();
    expect(requested('/api/v1/reservations')).toBe(false);
  });

  it('reads in Arabic, the offer in its Arabic wording', async () => {
    await i18n.changeLanguage('ar');
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مرحبًا بك في Desert Drive Rentals' }),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'عرض نهاية الأسبوع' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اعرض السيارات المتاحة' })).toBeTruthy();
  });
});

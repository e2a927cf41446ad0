import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { endSession, startSession } from '../../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../../shared/auth/session-timers.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { demoUser, fakeJwt } from '../../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  catalogueFetch,
  free,
  type Handler,
  ids,
  json,
  page,
  quote,
} from '../../../testing/catalogue-fixtures.ts';
import { BookingPage } from './booking-page.tsx';

let handler: Handler = () => undefined;
const { mock: fetchMock, requests } = catalogueFetch(() => handler);

const pickup = '2030-06-03T07:00:00.000Z';
const dropOff = '2030-06-06T07:00:00.000Z';
const period = `pickupDate=${encodeURIComponent(pickup)}&returnDate=${encodeURIComponent(dropOff)}&branchId=${ids.olaya}&returnBranchId=${ids.olaya}`;
const customerId = '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7e01';
const reservationId = '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f01';
const paymentId = '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f02';

const reservation = {
  id: reservationId,
  reservationNumber: 'RES-000042',
  status: 'pending',
  customer: { id: customerId, name: 'Layla Haddad', email: 'c@demo.test', phone: '+966500000000' },
  vehicle: {
    id: ids.camry,
    name: 'Toyota Camry',
    make: 'Toyota',
    model: 'Camry',
    year: 2024,
    licensePlate: '',
    category: 'midsize',
  },
  pickupBranch: { id: ids.olaya, name: 'Olaya' },
  returnBranch: { id: ids.olaya, name: 'Olaya' },
  pickupDate: pickup,
  returnDate: dropOff,
  quote,
  totalAmount: quote.total,
  paidAmount: 0,
  remainingAmount: quote.total,
} as unknown as ReservationView;

const profile = {
  ...demoUser(['customer']),
  customer: {
    id: customerId,
    phone: '+966500000000',
    drivingLicenseNumber: 'DL-1',
    licenseExpiryDate: '2032-01-01',
    licenseCountry: 'SA',
    dateOfBirth: '1990-01-01',
  },
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/rental/:id', Component: BookingPage },
      { path: '/auth/login', Component: () => <h1>Sign in page</h1> },
      { path: '/reservations/:id', Component: () => <h1>My booking</h1> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function signIn() {
  const user = demoUser(['customer'], { email: 'customer@demo.test' });
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
    expires_in: 900,
  });
}

const posts = (pathname: string) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        new URL(String(url), 'http://x').pathname === pathname && init?.method === 'POST',
    )
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      key: (init?.headers as Record<string, string>)['Idempotency-Key'],
    }));

beforeEach(() => {
  handler = () => undefined;
  fetchMock.mockClear();
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  stopSessionTimers();
  endSession();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('booking flow', () => {
  it('walks a visitor from the dates to sign-in, every choice kept in the address', async () => {
    const router = renderAt(`/rental/${ids.camry}?${period}`);
    expect(await screen.findByText('Step 1 of 6 · Dates and branches')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/Pick-up branch/) as HTMLSelectElement).value).toBe(ids.olaya),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const card = await screen.findByRole('article', { name: 'Toyota Camry 2024' });
    expect(within(card).getByText(/862\.50.*in total for 3 days/)).toBeTruthy();
    expect(
      requests('/api/v1/public/catalogue/availability').at(-1)!.searchParams.get('pickupDate'),
    ).toBe(pickup);
    fireEvent.click(within(card).getByRole('button', { name: 'Choose Toyota Camry 2024' }));
    expect(await screen.findByText(/offered once you sign in/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const signInLink = await screen.findByRole('link', { name: 'Sign in' });
    expect(router.state.location.search).toContain('step=driver');
    expect(router.state.location.search).toContain(`branchId=${ids.olaya}`);
    fireEvent.click(signInLink);
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect((router.state.location.state as { from: string }).from).toContain('step=driver');

    router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeTruthy();
  });

  it("offers the chosen car's own branch when the address names none, and none that is closed", async () => {
    const dates = `pickupDate=${encodeURIComponent(pickup)}&returnDate=${encodeURIComponent(dropOff)}`;
    renderAt(`/rental/${ids.camry}?${dates}`);
    expect(await screen.findByText('Step 1 of 6 · Dates and branches')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/Pick-up branch/) as HTMLSelectElement).value).toBe(ids.olaya),
    );
    expect((screen.getByLabelText(/Return branch/) as HTMLSelectElement).value).toBe(ids.olaya);
  });

  it('leaves the branch to choose when the car stands at a branch not taking bookings', async () => {
    handler = (url) =>
      url.pathname === '/api/v1/public/branches' ? json(200, page([])) : undefined;
    const dates = `pickupDate=${encodeURIComponent(pickup)}&returnDate=${encodeURIComponent(dropOff)}`;
    renderAt(`/rental/${ids.camry}?${dates}`);
    expect(await screen.findByText('Step 1 of 6 · Dates and branches')).toBeTruthy();
    await waitFor(() => expect(requests('/api/v1/public/branches').length).toBeGreaterThan(0));
    expect((screen.getByLabelText(/Pick-up branch/) as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 1 of 6 · Dates and branches')).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
  });

  it('shows the breakdown with the promo code, books and pays once with kept keys', async () => {
    const offerId = '0190a000-0000-7000-8000-0000000000aa';
    signIn();
    handler = (url) => {
      if (url.pathname === '/api/v1/auth/profile') return json(200, profile);
      if (url.pathname === '/api/v1/reservations/quote')
        return json(200, {
          ...quote,
          discount: 5000,
          promotion: { offerId, code: 'SUMMER', kind: 'amount', value: 5000, discount: 5000 },
          total: 80500,
        });
      if (url.pathname === '/api/v1/reservations') return json(201, reservation);
      if (url.pathname === `/api/v1/reservations/${reservationId}`) return json(200, reservation);
      if (url.pathname === '/api/v1/payments')
        return json(201, { id: paymentId, status: 'pending' });
      if (url.pathname === `/api/v1/payments/${paymentId}/process`)
        return json(200, { id: paymentId, status: 'completed' });
      return undefined;
    };
    const router = renderAt(`/rental/${ids.camry}?step=review&${period}`);
    expect(await screen.findByText('Promo code SUMMER')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'SUMMER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toContain('promoCode=SUMMER'));
    expect(await screen.findByText('Promo code SUMMER applied')).toBeTruthy();
    expect(posts('/api/v1/reservations/quote').at(-1)!.body.promoCode).toBe('SUMMER');

    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please accept the terms to continue')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /accept the rental terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    fireEvent.change(await screen.findByLabelText(/Card number/), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/34' } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
    // the amount charged stands on the button
    fireEvent.click(screen.getByRole('button', { name: /^Book and pay SAR\s?805\.00$/ }));
    expect(await screen.findByText('Booking number: RES-000042')).toBeTruthy();
    const [created] = posts('/api/v1/reservations');
    expect(created!.body).toMatchObject({
      customerId,
      vehicleId: ids.camry,
      promoCode: 'SUMMER',
      pickupBranchId: ids.olaya,
    });
    expect(created!.key).toMatch(/^[0-9a-f-]{36}$/);
    const [paid] = posts('/api/v1/payments');
    expect(paid!.body).toMatchObject({
      amount: quote.total,
      paymentMethod: 'credit_card',
      reservationId,
    });
    expect(posts(`/api/v1/payments/${paymentId}/process`)).toHaveLength(1);
    expect(router.state.location.search).toContain('step=done');
    fireEvent.click(screen.getByRole('link', { name: 'View my booking' }));
    expect(await screen.findByText('My booking')).toBeTruthy();
  });

  it('keeps the price on screen when a promo code is refused, the refusal beside the code', async () => {
    signIn();
    handler = (url) => {
      if (url.pathname === '/api/v1/auth/profile') return json(200, profile);
      if (url.pathname === '/api/v1/reservations/quote') {
        const [, init] = fetchMock.mock.calls.at(-1)!;
        const body = JSON.parse(String(init?.body ?? '{}')) as { promoCode?: string };
        return body.promoCode
          ? json(400, {
              statusCode: 400,
              code: 'VALIDATION_ERROR',
              message: 'Invalid input',
              details: [{ path: 'body.promoCode', message: 'This promo code has expired' }],
            })
          : json(200, quote);
      }
      return undefined;
    };
    renderAt(`/rental/${ids.camry}?step=review&${period}&promoCode=OLD`);
    expect(await screen.findByText('This promo code has expired')).toBeTruthy();
    expect(
      await screen.findByText('This promo code cannot be used. Remove it or try another.'),
    ).toBeTruthy();
    expect(screen.getAllByText(/862\.50/).length).toBeGreaterThan(0);
    expect(
      (screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says a car taken meanwhile kindly and offers the others free for the dates', async () => {
    signIn();
    const tahoe = {
      ...free,
      vehicle: { ...free.vehicle, id: ids.tahoe, make: 'Chevrolet', model: 'Tahoe' },
    };
    handler = (url) => {
      if (url.pathname === '/api/v1/auth/profile') return json(200, profile);
      if (url.pathname === '/api/v1/reservations')
        return json(409, { statusCode: 409, code: 'VEHICLE_NOT_AVAILABLE', message: 'Taken' });
      if (url.pathname === '/api/v1/public/catalogue/availability')
        return json(200, page([free, tahoe]));
      return undefined;
    };
    const router = renderAt(`/rental/${ids.camry}?step=pay&${period}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay at pick-up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('This car was just booked')).toBeTruthy();
    const other = await screen.findByRole('article', { name: 'Chevrolet Tahoe 2024' });
    expect(screen.queryByRole('article', { name: 'Toyota Camry 2024' })).toBeNull();
    expect(posts('/api/v1/payments')).toHaveLength(0);
    fireEvent.click(within(other).getByRole('button', { name: /Choose/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rental/${ids.tahoe}`));
    expect(router.state.location.search).toContain('step=review');
  });
});

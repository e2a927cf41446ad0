import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { MyRentalPage, MyReservationPage } from './booking-detail-pages.tsx';
import { MyReservationsPage } from './my-bookings-page.tsx';

const ids = {
  reservation: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8a01',
  rental: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8a02',
  vehicle: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8a03',
  payment: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d8a04',
};
const quote = {
  currency: 'SAR',
  dailyRate: 25000,
  days: 3,
  subtotal: 75000,
  addOns: [],
  addOnsTotal: 0,
  discount: 0,
  additionalFees: 0,
  taxRateBp: 1500,
  tax: 11250,
  total: 86250,
};
const reservation = {
  id: ids.reservation,
  reservationNumber: 'RES-000042',
  status: 'confirmed',
  vehicle: { id: ids.vehicle, make: 'Toyota', model: 'Camry', year: 2024 },
  pickupBranch: { id: 'b', name: 'Olaya' },
  returnBranch: { id: 'b', name: 'Olaya' },
  pickupDate: '2030-06-03T07:00:00.000Z',
  returnDate: '2030-06-06T07:00:00.000Z',
  quote,
  totalAmount: 86250,
  paidAmount: 30000,
  remainingAmount: 56250,
  cancellationReason: null,
};
const rental = {
  ...reservation,
  id: ids.rental,
  rentalNumber: 'RNT-000007',
  reservationId: ids.reservation,
  status: 'completed',
  totalCost: 86250,
  remainingAmount: 0,
};
const payment = {
  id: ids.payment,
  amount: 30000,
  currency: 'SAR',
  type: 'security_deposit',
  status: 'completed',
  createdAt: '2030-06-01T07:00:00.000Z',
  processedAt: '2030-06-01T07:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (data: unknown[], total = data.length) => ({
  data,
  total,
  totalCapped: false,
  page: 1,
  limit: 10,
  hasMore: false,
});

let extra: (url: URL, init?: RequestInit) => Response | undefined = () => undefined;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const answer = extra(url, init);
  if (answer) return answer;
  const routes: Record<string, unknown> = {
    '/api/v1/tenants/current': { currency: 'SAR', timeZone: 'Asia/Riyadh' },
    '/api/v1/reservations': page([reservation], 25),
    [`/api/v1/reservations/${ids.reservation}`]: reservation,
    [`/api/v1/reservations/${ids.reservation}/cancellation-quote`]: {
      cancellable: true,
      freeUntil: '2030-06-02T07:00:00.000Z',
      fee: 8625,
      refund: 21375,
      currency: 'SAR',
    },
    [`/api/v1/rentals/${ids.rental}`]: rental,
    '/api/v1/payments': page([payment]),
  };
  if (url.pathname in routes) return json(200, routes[url.pathname]);
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});
const calls = (pathname: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === pathname && (init?.method ?? 'GET') === method,
  );

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/reservations', Component: MyReservationsPage },
      { path: '/reservations/:id', Component: MyReservationPage },
      { path: '/rentals/:id', Component: MyRentalPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  extra = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('my bookings', () => {
  it('lists upcoming and past reservations, paged by the API', async () => {
    const router = renderAt('/reservations');
    const card = await screen.findByRole('link', { name: /RES-000042/ });
    expect(within(card).getByText('Confirmed')).toBeTruthy();
    const first = new URL(String(calls('/api/v1/reservations').at(-1)![0]), 'http://x');
    expect(first.searchParams.get('filter[status][in]')).toBe('pending,confirmed');
    expect(first.searchParams.get('limit')).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    fireEvent.click(screen.getByText('Past'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=past'));
    await waitFor(() => {
      const last = new URL(String(calls('/api/v1/reservations').at(-1)![0]), 'http://x');
      expect(last.searchParams.get('filter[status][notIn]')).toBe('pending,confirmed');
    });
  });

  it('shows the balance and payments with their kind, and cancels with the fee shown first', async () => {
    const cancelled = {
      ...reservation,
      status: 'cancelled',
      cancellationReason: 'Cancelled by the customer',
    };
    let done = false;
    extra = (url, init) => {
      if (url.pathname.endsWith('/cancel') && init?.method === 'POST') {
        done = true;
        return json(200, cancelled);
      }
      return done && url.pathname === `/api/v1/reservations/${ids.reservation}`
        ? json(200, cancelled)
        : undefined;
    };
    renderAt(`/reservations/${ids.reservation}`);
    expect(await screen.findByText('Remaining')).toBeTruthy();
    expect(screen.getByText(/562\.50/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText(/300\.00 · Security deposit/)).toBeTruthy();
    const pay = screen.getByRole('link', { name: 'Pay the balance' });
    expect(pay.getAttribute('href')).toBe(
      `/rental/${ids.vehicle}?step=pay&reservationId=${ids.reservation}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(/costs a fee of .*86\.25/)).toBeTruthy();
    expect(screen.getByText(/refunded .*213\.75/)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(calls(`/api/v1/reservations/${ids.reservation}/cancel`, 'POST')).toHaveLength(1),
    );
    expect(await screen.findByText('Cancelled: Cancelled by the customer')).toBeTruthy();
  }, 20_000);

  it('offers no date change or cancellation once the pickup time has passed', async () => {
    const underWay = {
      ...reservation,
      pickupDate: new Date(Date.now() - 86_400_000).toISOString(),
      returnDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    };
    extra = (url) =>
      url.pathname === `/api/v1/reservations/${ids.reservation}` ? json(200, underWay) : undefined;
    renderAt(`/reservations/${ids.reservation}`);
    expect(await screen.findByRole('link', { name: 'Pay the balance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('offers the contract and a review on a completed rental; a second review is refused kindly', async () => {
    extra = (url) =>
      url.pathname === `/api/v1/rentals/${ids.rental}/review`
        ? json(409, { statusCode: 409, code: 'CONFLICT', message: 'Already reviewed' })
        : undefined;
    renderAt(`/rentals/${ids.rental}`);
    expect(await screen.findByRole('button', { name: 'Contract (PDF)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog');
    const stars = within(dialog).getAllByRole('radio');
    fireEvent.click(dialog.querySelector(`label[for="${stars[5]!.id}"]`)!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(calls(`/api/v1/rentals/${ids.rental}/review`, 'POST')).toHaveLength(1),
    );
    expect(
      JSON.parse(String(calls(`/api/v1/rentals/${ids.rental}/review`, 'POST')[0]![1]!.body)),
    ).toMatchObject({ rating: 5 });
    expect(await within(dialog).findByText('You have already reviewed this rental.')).toBeTruthy();
  }, 20_000);
});

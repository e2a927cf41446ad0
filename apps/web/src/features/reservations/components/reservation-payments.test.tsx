import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { ReservationDetailPage } from '../pages/reservation-detail-page.tsx';
import { json, pendingReservation, reservationFetch } from '../testing/reservation-fixtures.ts';
import type { ReservationPaymentsTarget } from './reservation-payments-target.ts';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const base = `/api/v1/reservations/${pendingReservation.id}`;
let paid = false;
const { mock: fetchMock, calls } = reservationFetch(() => (url) => {
  if (url.pathname === base)
    return json(
      200,
      paid ? { ...pendingReservation, paidAmount: 94300, remainingAmount: 0 } : pendingReservation,
    );
  if (url.pathname === `${base}/activity`)
    return json(200, { data: [], total: 0, page: 1, limit: 10, hasMore: false });
  if (url.pathname === `${base}/documents`) return json(200, { data: [] });
  return undefined;
});

beforeEach(() => {
  paid = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reservation page composition', () => {
  it('hands the payments feature what is owed, and reads the balance again once paid', async () => {
    const targets: ReservationPaymentsTarget[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/admin/management/reservations/view/:id',
          Component: () => (
            <ReservationDetailPage
              payments={(target) => {
                targets.push(target);
                return (
                  <button type="button" onClick={target.onPaid}>
                    paid {target.choices[0]?.owed}
                  </button>
                );
              }}
            />
          ),
        },
      ],
      { initialEntries: [`/admin/management/reservations/view/${pendingReservation.id}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const pay = await screen.findByRole('button', { name: 'paid 94300' });
    expect(targets.at(-1)).toMatchObject({
      customerId: pendingReservation.customer.id,
      reservationId: pendingReservation.id,
      currency: 'SAR',
      choices: [{ type: 'reservation', owed: 94300 }],
    });
    paid = true;
    const readsBefore = calls('GET', base).length;
    fireEvent.click(pay);
    await waitFor(() => expect(calls('GET', base).length).toBeGreaterThan(readsBefore));
    expect(await screen.findByRole('button', { name: 'paid 0' })).toBeTruthy();
  });
});

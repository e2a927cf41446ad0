import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CheckoutReadinessView } from '@motorpool/domain/schemas/checkout-readiness';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  confirmedReservation,
  json,
  pendingReservation,
  reservationFetch,
  type Handler,
} from '../testing/reservation-fixtures.ts';
import { ReservationReadiness } from './reservation-readiness.tsx';

const permissions = { can: (permission: string) => permission === 'rentals:checkout' };
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'staff', can: permissions.can }),
}));

let handler: Handler = () => undefined;
const { mock: fetchMock, calls } = reservationFetch(() => handler);
const path = `/api/v1/reservations/${confirmedReservation.id}/checkout-readiness`;
const answer = (readiness: CheckoutReadinessView) => {
  handler = (url) => (url.pathname === path ? json(200, readiness) : undefined);
};

beforeEach(() => {
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ready for checkout', () => {
  it('lists everything that keeps the car from leaving, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    answer({
      ready: false,
      reasons: [
        {
          key: 'licenceMissing',
          message: 'رخصة قيادة العميل وتاريخ انتهائها غير مسجّلين',
          blocking: true,
          details: {},
        },
        {
          key: 'documentExpired',
          message: 'انتهى تأمين المركبة في 2026-01-31',
          blocking: true,
          details: { document: 'insurance', expiredOn: '2026-01-31' },
        },
      ],
    });
    renderWithProviders(<ReservationReadiness reservation={confirmedReservation} />);
    const panel = await screen.findByRole('region', { name: 'الجاهزية للتسليم' });
    expect(await within(panel).findByText('غير جاهز: يجب تدارك ما يلي قبل التسليم')).toBeTruthy();
    const missing = within(panel).getByRole('list', { name: 'ما ينقص' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'رخصة قيادة العميل وتاريخ انتهائها غير مسجّلين',
      'انتهى تأمين المركبة في 2026-01-31',
    ]);
  });

  it('says ready, with an early pickup as a note the checkout will ask to confirm', async () => {
    const early =
      'The pickup is booked for 30 h from now: confirm the early checkout to hand the car over';
    answer({
      ready: true,
      reasons: [
        { key: 'earlyCheckout', message: early, blocking: false, details: { hoursEarly: 30 } },
      ],
    });
    renderWithProviders(<ReservationReadiness reservation={confirmedReservation} />);
    const panel = await screen.findByRole('region', { name: 'Ready for checkout' });
    expect(await within(panel).findByText(/Nothing stands in the way/)).toBeTruthy();
    expect(within(panel).getByText(early)).toBeTruthy();
  });

  it('is not shown, nor asked, for a booking that is not confirmed', () => {
    renderWithProviders(<ReservationReadiness reservation={pendingReservation} />);
    expect(screen.queryByRole('region', { name: 'Ready for checkout' })).toBeNull();
    expect(calls('GET', path.replace(confirmedReservation.id, pendingReservation.id))).toHaveLength(
      0,
    );
  });
});

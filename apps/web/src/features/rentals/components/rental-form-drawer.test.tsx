import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  activeRental,
  pendingRental,
  rentalFetch,
  reply,
  type Responder,
} from '../testing/rental-fixtures.ts';
import { RentalFormDrawer, type RentalFormTarget } from './rental-form-drawer.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const confirmed = {
  id: '0191a000-0000-7000-8000-0000000000d9',
  reservationNumber: 'RES-000301',
  status: 'confirmed',
  customer: { id: pendingRental.customer.id, name: 'Faisal Al-Qahtani' },
  vehicle: { id: pendingRental.vehicle.id, name: 'Hyundai Sonata 2025' },
  pickupDate: '2026-04-10T07:00:00Z',
  returnDate: '2026-04-12T07:00:00Z',
  totalAmount: 46000,
  quote: { currency: 'SAR' },
};

let responder: Responder = () => undefined;
const { mock: fetchMock, sent } = rentalFetch(() => responder);

function open(target: RentalFormTarget, onSaved = vi.fn()) {
  renderWithProviders(<RentalFormDrawer target={target} onClose={vi.fn()} onSaved={onSaved} />);
  return onSaved;
}

beforeEach(() => {
  responder = (url, init) => {
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/api/v1/reservations')
      return reply(200, { data: [confirmed], total: 1, page: 1, limit: 20, hasMore: false });
    if (init.method === 'POST' && url.pathname === '/api/v1/rentals')
      return reply(201, pendingRental);
    return undefined;
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('new rental drawer', () => {
  it('takes over a confirmed reservation', async () => {
    const onSaved = open({ mode: 'create' });
    const drawer = await screen.findByRole('dialog', { name: 'New rental' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Create rental' }));
    expect(await within(drawer).findByText('Please choose a confirmed reservation')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) =>
            String(url).includes('/reservations?') && String(url).includes('status=confirmed'),
        ),
      ).toBe(true),
    );
    fireEvent.click(within(drawer).getByRole('combobox', { name: /Reservation/ }));
    fireEvent.click(
      await within(drawer).findByRole('option', { name: /RES-000301/, hidden: true }),
    );
    expect(await within(drawer).findByText(/460\.00/)).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Notes'), {
      target: { value: 'Keys at desk 2' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create rental' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('POST', '/api/v1/rentals')).toEqual([
      { reservationId: confirmed.id, notes: 'Keys at desk 2' },
    ]);
  });

  it('checks a walk-in with the domain rules before sending', async () => {
    open({ mode: 'create' });
    const drawer = await screen.findByRole('dialog', { name: 'New rental' });
    fireEvent.click(await within(drawer).findByText('Walk-in'));
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Create rental' }));
    expect((await within(drawer).findAllByText('This field is required')).length).toBeGreaterThan(
      3,
    );
    expect(sent('POST', '/api/v1/rentals')).toHaveLength(0);
  });

  it('edits the notes only, sending what changed', async () => {
    const path = `/api/v1/rentals/${activeRental.id}`;
    responder = (url, init) =>
      init.method === 'PATCH' && url.pathname === path ? reply(200, activeRental) : undefined;
    open({ mode: 'edit', record: activeRental });
    const drawer = await screen.findByRole('dialog', { name: 'Edit RNT-000042' });
    fireEvent.change(within(drawer).getByLabelText('Notes'), {
      target: { value: 'Returns at the airport' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH', path)).toEqual([{ notes: 'Returns at the airport' }]));
  });
});

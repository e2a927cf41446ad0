import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  cancelledReservation,
  confirmedReservation,
  json,
  pendingReservation,
  reservationFetch,
  type Handler,
} from '../testing/reservation-fixtures.ts';
import { ReservationDetailPage } from './reservation-detail-page.tsx';
import { ReservationsListPage } from './reservations-list-page.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

let handler: Handler = () => undefined;
const { mock: fetchMock, calls } = reservationFetch(() => handler);
const emptyActivity = { data: [], total: 0, page: 1, limit: 10, hasMore: false };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/management/reservations', Component: ReservationsListPage },
      { path: '/admin/management/reservations/view/:id', Component: ReservationDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function menuItems(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${number}` }));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

const detailOf =
  (reservation: typeof pendingReservation): Handler =>
  (url) => {
    const base = `/api/v1/reservations/${reservation.id}`;
    if (url.pathname === base) return json(200, reservation);
    if (url.pathname === `${base}/activity`) return json(200, emptyActivity);
    if (url.pathname === `${base}/documents`) return json(200, { data: [] });
    return undefined;
  };

beforeEach(() => {
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('reservations list', () => {
  it('shows number, times in the company zone, total and status per row', async () => {
    renderAt('/admin/management/reservations');
    const table = await screen.findByRole('table', { name: 'Reservations' });
    const row = (await within(table).findByRole('link', { name: 'RES-000123' })).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('Noura Al-Harbi')).toBeTruthy();
    // 06:00Z in Riyadh (UTC+3), whatever the browser's zone.
    expect(await within(row).findByText('Mar 10, 2026, 9:00 AM')).toBeTruthy();
    expect(within(row).getByText(/943\.00/)).toBeTruthy();
    // the payment badge joins on wide screens (and on the details page)
    const confirmed = within(table).getByRole('link', { name: 'RES-000124' }).closest('tr')!;
    expect(within(confirmed).getByText('Confirmed')).toBeTruthy();
  });

  it('offers only the actions the status machine allows', async () => {
    renderAt('/admin/management/reservations');
    expect(await menuItems('RES-000123')).toEqual([
      'View',
      'Edit',
      'Confirm',
      'Cancel reservation',
      'Delete',
    ]);
    expect(await menuItems('RES-000124')).toEqual(['View', 'Edit', 'Cancel reservation']);
    expect(await menuItems('RES-000125')).toEqual(['View']);
  });

  it('speaks Arabic: heading, statuses and the new button', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/management/reservations');
    expect(await screen.findByRole('heading', { name: 'الحجوزات' })).toBeTruthy();
    expect(await screen.findByText('قيد الانتظار')).toBeTruthy();
    expect(screen.getByText('مؤكد')).toBeTruthy();
    expect(screen.getByText('ملغى')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حجز جديد' })).toBeTruthy();
  });
});

describe('cancel dialog', () => {
  it('refuses to cancel without a reason, then sends it', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/cancel')
        ? json(200, { ...confirmedReservation, status: 'cancelled' })
        : undefined;
    renderAt('/admin/management/reservations');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for RES-000124' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel reservation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    const path = `/api/v1/reservations/${confirmedReservation.id}/cancel`;
    expect(calls('POST', path)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Customer changed plans' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(calls('POST', path)).toHaveLength(1));
    const [, init] = calls('POST', path)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Customer changed plans' });
  });
});

describe('reservation details', () => {
  it('shows the pricing breakdown, payment, links and the pending actions', async () => {
    handler = detailOf(pendingReservation);
    renderAt(`/admin/management/reservations/view/${pendingReservation.id}`);
    expect(await screen.findByRole('heading', { name: 'RES-000123' })).toBeTruthy();
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText(/Daily rate .*250\.00.* × 3/)).toBeTruthy();
    expect(within(pricing).getByText(/750\.00/)).toBeTruthy();
    expect(within(pricing).getByText(/Full cover × 1/)).toBeTruthy();
    expect(within(pricing).getByText(/^-.*50\.00$/)).toBeTruthy();
    expect(within(pricing).getByText('Tax (15%)')).toBeTruthy();
    expect(within(pricing).getByText(/123\.00/)).toBeTruthy();
    expect(within(pricing).getByText(/943\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Noura Al-Harbi' }).getAttribute('href')).toBe(
      `/admin/management/customers/view/${pendingReservation.customer.id}`,
    );
    expect(screen.getByRole('link', { name: 'Toyota Camry 2024' })).toBeTruthy();
    expect(screen.getByText('Child seat please')).toBeTruthy();
    for (const name of ['Edit', 'Confirm', 'Cancel reservation', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('shows a cancelled booking with its reason and no actions', async () => {
    handler = detailOf(cancelledReservation);
    renderAt(`/admin/management/reservations/view/${cancelledReservation.id}`);
    const timeline = await screen.findByRole('region', { name: 'Status timeline' });
    expect(within(timeline).getByText('Reason: Flight cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('confirms with the optional note', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/confirm')
        ? json(200, { ...pendingReservation, status: 'confirmed' })
        : detailOf(pendingReservation)(url, init);
    renderAt(`/admin/management/reservations/view/${pendingReservation.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm reservation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const path = `/api/v1/reservations/${pendingReservation.id}/confirm`;
    await waitFor(() => expect(calls('POST', path)).toHaveLength(1));
    expect(JSON.parse(String(calls('POST', path)[0]![1]?.body))).toEqual({});
  });

  it('lists, uploads (kind before file) and deletes documents', async () => {
    const base = `/api/v1/reservations/${pendingReservation.id}`;
    const contract = {
      id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f01',
      reservationId: pendingReservation.id,
      fileId: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f02',
      kind: 'contract',
      fileName: 'rental-contract.pdf',
      contentType: 'application/pdf',
      size: 204800,
      uploadedBy: null,
      uploadedByName: null,
      createdAt: '2026-02-02T10:00:00Z',
      url: '/api/v1/files/signed/rental-contract.pdf',
      thumbnailUrl: null,
    };
    handler = (url, init) => {
      if (url.pathname === `${base}/documents` && (init.method ?? 'GET') === 'GET')
        return json(200, { data: [contract] });
      if (url.pathname === `${base}/documents` && init.method === 'POST')
        return json(201, { ...contract, id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7f03' });
      if (url.pathname === `${base}/documents/${contract.id}` && init.method === 'DELETE')
        return new Response(null, { status: 204 });
      return detailOf(pendingReservation)(url, init);
    };
    renderAt(`/admin/management/reservations/view/${pendingReservation.id}`);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const link = await within(documents).findByRole('link', { name: 'rental-contract.pdf' });
    expect(link.getAttribute('href')).toBe(contract.url);
    expect(within(documents).getByText(/^Contract ·/)).toBeTruthy();

    const kind = within(documents).getByRole('combobox', { name: 'Document type' });
    fireEvent.click(kind);
    fireEvent.click(within(documents).getByRole('option', { name: 'Insurance', hidden: true }));
    const file = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    const input = documents.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(documents).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(calls('POST', `${base}/documents`)).toHaveLength(1));
    const body = calls('POST', `${base}/documents`)[0]![1]?.body as FormData;
    expect([...body.keys()]).toEqual(['kind', 'file']);
    expect(body.get('kind')).toBe('insurance');

    fireEvent.click(within(documents).getByRole('button', { name: 'Delete rental-contract.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls('DELETE', `${base}/documents/${contract.id}`)).toHaveLength(1),
    );
  });

  it('says the could-not-load message when the reservation cannot be loaded', async () => {
    handler = (url) =>
      url.pathname === `/api/v1/reservations/${pendingReservation.id}`
        ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' })
        : undefined;
    renderAt(`/admin/management/reservations/view/${pendingReservation.id}`);
    expect(
      await screen.findByText('Unable to load reservation details. Please try again later.'),
    ).toBeTruthy();
  });

  it('renders the details in Arabic', async () => {
    await i18n.changeLanguage('ar');
    handler = detailOf(confirmedReservation);
    renderAt(`/admin/management/reservations/view/${confirmedReservation.id}`);
    expect(await screen.findByRole('region', { name: 'التسعير' })).toBeTruthy();
    expect(screen.getAllByText('مؤكد').length).toBeGreaterThan(0);
    expect(screen.getAllByText('مدفوع جزئيًا').length).toBeGreaterThan(0);
    expect(screen.getByText(/تغطية شاملة × 1/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء الحجز' })).toBeTruthy();
  });
});

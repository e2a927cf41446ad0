import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  activeRental,
  cancelledRental,
  completedRental,
  pendingRental,
  rentalFetch,
  reply,
  type Responder,
} from '../testing/rental-fixtures.ts';
import { RentalDetailPage } from './rental-detail-page.tsx';
import { RentalsListPage } from './rentals-list-page.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

let responder: Responder = () => undefined;
const { mock: fetchMock, sent } = rentalFetch(() => responder);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/management/rentals', Component: RentalsListPage },
      { path: '/admin/management/rentals/view/:id', Component: RentalDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function rowMenu(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${number}` }));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

beforeEach(() => {
  responder = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('rentals list', () => {
  it('shows number, customer, return in the company zone, status, overdue and total', async () => {
    renderAt('/admin/management/rentals');
    const table = await screen.findByRole('table', { name: 'Rentals' });
    const row = (await within(table).findByRole('link', { name: 'RNT-000042' })).closest('tr')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('Faisal Al-Qahtani')).toBeTruthy();
    // 07:00Z in Riyadh (UTC+3)
    expect(await within(row).findByText('Apr 5, 2026, 10:00 AM')).toBeTruthy();
    expect(within(row).getByText(/977\.50/)).toBeTruthy();
    const pending = within(table).getByRole('link', { name: 'RNT-000041' }).closest('tr')!;
    expect(within(pending).getByText('Pickup pending')).toBeTruthy();
    expect(within(pending).queryByText('Overdue')).toBeNull();
  });

  it('offers only the actions the status allows', async () => {
    renderAt('/admin/management/rentals');
    expect(await rowMenu('RNT-000041')).toEqual(['View', 'Vehicle checkout', 'Cancel rental']);
    expect(await rowMenu('RNT-000042')).toEqual(['View', 'Vehicle return', 'Extend']);
    expect(await rowMenu('RNT-000043')).toEqual(['View']);
    expect(await rowMenu('RNT-000044')).toEqual(['View', 'Delete']);
  });

  it('cancels a pending rental only with a reason', async () => {
    const path = `/api/v1/rentals/${pendingRental.id}/cancel`;
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path ? reply(200, cancelledRental) : undefined;
    renderAt('/admin/management/rentals');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for RNT-000041' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel rental' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel rental' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(sent('POST', path)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'No show' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel rental' }));
    await waitFor(() => expect(sent('POST', path)).toEqual([{ reason: 'No show' }]));
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/management/rentals');
    expect(await screen.findByRole('heading', { name: 'الإيجارات' })).toBeTruthy();
    expect(await screen.findByText('بانتظار الاستلام')).toBeTruthy();
    expect(screen.getAllByText('متأخر').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'إيجار جديد' })).toBeTruthy();
  });
});

describe('rental details', () => {
  it('shows the pricing, payment, parties and the actions of an overdue rental', async () => {
    renderAt(`/admin/management/rentals/view/${activeRental.id}`);
    expect(await screen.findByRole('heading', { name: 'RNT-000042' })).toBeTruthy();
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText(/Daily rate .*200\.00.* × 4 days/)).toBeTruthy();
    expect(within(pricing).getByText('Basic cover × 1')).toBeTruthy();
    expect(within(pricing).getByText('Tax (15%)')).toBeTruthy();
    expect(within(pricing).getAllByText(/977\.50/).length).toBeGreaterThan(0);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('No payments yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Faisal Al-Qahtani' }).getAttribute('href')).toBe(
      `/admin/management/customers/view/${activeRental.customer.id}`,
    );
    expect(screen.getByRole('link', { name: 'Hyundai Sonata 2025' })).toBeTruthy();
    for (const name of ['Edit', 'Vehicle return', 'Extend', 'Swap vehicle', 'Settle overdue time'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vehicle checkout' })).toBeNull();
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
  });

  it('shows the charges, totals and rating of a completed rental', async () => {
    renderAt(`/admin/management/rentals/view/${completedRental.id}`);
    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText('Refuelling: 20% of the tank missing')).toBeTruthy();
    expect(within(pricing).getByText(/1,046\.50/)).toBeTruthy();
    expect(screen.getByText('4 of 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shares the contract and shows the link with its expiry', async () => {
    const path = `/api/v1/rentals/${activeRental.id}/share`;
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path
        ? reply(201, { url: 'https://demo.example/s/abc', expiresAt: '2026-04-08T07:00:00Z' })
        : undefined;
    renderAt(`/admin/management/rentals/view/${activeRental.id}`);
    const card = await screen.findByRole('region', { name: 'Contract and receipt' });
    fireEvent.click(within(card).getByRole('button', { name: 'Share link' }));
    expect(await within(card).findByDisplayValue('https://demo.example/s/abc')).toBeTruthy();
    expect(within(card).getByText('The link works until Apr 8, 2026, 10:00 AM.')).toBeTruthy();
    expect(sent('POST', path)).toEqual([{ kind: 'contract', language: 'en' }]);
  });

  it('lists, uploads (kind first) and deletes documents', async () => {
    const base = `/api/v1/rentals/${activeRental.id}/documents`;
    const doc = {
      id: '0191a000-0000-7000-8000-0000000000f1',
      rentalId: activeRental.id,
      fileId: '0191a000-0000-7000-8000-0000000000f2',
      kind: 'identification',
      fileName: 'id-card.png',
      contentType: 'image/png',
      size: 2048,
      uploadedBy: null,
      uploadedByName: null,
      createdAt: '2026-04-01T08:00:00Z',
      url: '/api/v1/files/signed/id-card.png',
      thumbnailUrl: null,
    };
    responder = (url, init) => {
      const method = init.method ?? 'GET';
      if (url.pathname === base && method === 'GET') return reply(200, { data: [doc] });
      if (url.pathname === base && method === 'POST') return reply(201, doc);
      if (url.pathname === `${base}/${doc.id}` && method === 'DELETE')
        return new Response(null, { status: 204 });
      return undefined;
    };
    renderAt(`/admin/management/rentals/view/${activeRental.id}`);
    const card = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(card).findByRole('link', { name: 'id-card.png' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('combobox', { name: 'Document type' }));
    fireEvent.click(within(card).getByRole('option', { name: 'Contract', hidden: true }));
    const input = card.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'c.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent('POST', base)).toHaveLength(1));
    const form = sent('POST', base)[0] as FormData;
    expect([...form.keys()]).toEqual(['kind', 'file']);
    expect(form.get('kind')).toBe('contract');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete id-card.png' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE', `${base}/${doc.id}`)).toHaveLength(1));
  });

  it('says the could-not-load message when the rental cannot be loaded', async () => {
    responder = (url) =>
      url.pathname === `/api/v1/rentals/${activeRental.id}`
        ? reply(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' })
        : undefined;
    renderAt(`/admin/management/rentals/view/${activeRental.id}`);
    expect(await screen.findByText('Error Loading Rental')).toBeTruthy();
    expect(
      screen.getByText('The rental details could not be loaded. Please try again.'),
    ).toBeTruthy();
  });

  it('renders the details in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt(`/admin/management/rentals/view/${activeRental.id}`);
    expect(await screen.findByRole('region', { name: 'التسعير' })).toBeTruthy();
    expect(screen.getByText('لا توجد مدفوعات بعد')).toBeTruthy();
    expect(screen.getByText(/تغطية أساسية × 1/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرجاع المركبة' })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  customerFetch,
  json,
  pendingCustomer,
  suspendedCustomer,
  type Handler,
} from '../testing/customer-fixtures.ts';
import { CustomerDetailPage } from './customer-detail-page.tsx';
import { CustomersListPage } from './customers-list-page.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

let handler: Handler = () => undefined;
const { mock: fetchMock, calls } = customerFetch(() => handler);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/management/customers', Component: CustomersListPage },
      { path: '/admin/management/customers/view/:id', Component: CustomerDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function menuItems(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  initI18n();
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  modals.closeAll();
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('customers list', () => {
  it('renders the rows with their status and offers only the status actions the machine allows', async () => {
    renderAt('/admin/management/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const noura = (await within(table).findByRole('link', { name: 'Noura Al-Harbi' })).closest(
      'tr',
    )!;
    expect(within(noura).getByText('Pending')).toBeTruthy();
    const james = within(table).getByRole('link', { name: 'James Carter' }).closest('tr')!;
    expect(within(james).getByText('Suspended')).toBeTruthy();

    expect(await menuItems('Noura Al-Harbi')).toEqual([
      'View',
      'Edit',
      'Verify',
      'Suspend',
      'Blacklist',
    ]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuItems('James Carter')).toEqual(['View', 'Edit', 'Activate', 'Blacklist']);
  });

  it('suspends after the confirmation, sending the reason', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/suspend')
        ? json(200, { ...pendingCustomer, status: 'suspended' })
        : undefined;
    renderAt('/admin/management/customers');
    await menuItems('Noura Al-Harbi');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend customer' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Unpaid damages' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(calls('POST', `/api/v1/customers/${pendingCustomer.id}/suspend`)).toHaveLength(1),
    );
    const [, init] = calls('POST', `/api/v1/customers/${pendingCustomer.id}/suspend`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Unpaid damages' });
  });

  it('speaks Arabic: headings, statuses and the new button', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/management/customers');
    expect(await screen.findByRole('heading', { name: 'العملاء' })).toBeTruthy();
    expect(await screen.findByText('قيد التحقق')).toBeTruthy();
    expect(screen.getByText('موقوف')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عميل جديد' })).toBeTruthy();
  });
});

describe('customer details', () => {
  it("shows 'Customer not found' when the API answers 404", async () => {
    renderAt('/admin/management/customers/view/0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6bff');
    expect(await screen.findByText('Customer not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toBeTruthy();
  });

  it('shows the figures, empty histories and only the allowed status actions', async () => {
    handler = (url) => {
      if (url.pathname === `/api/v1/customers/${suspendedCustomer.id}`)
        return json(200, suspendedCustomer);
      if (
        url.pathname.endsWith('/activity') ||
        url.pathname === '/api/v1/rentals' ||
        url.pathname === '/api/v1/payments'
      )
        return json(200, { data: [], total: 0, page: 1, limit: 10, hasMore: false });
      return undefined;
    };
    renderAt(`/admin/management/customers/view/${suspendedCustomer.id}`);
    expect(await screen.findByRole('heading', { name: 'James Carter' })).toBeTruthy();
    expect(screen.getByText('Silver')).toBeTruthy();
    expect(await screen.findByText('No rentals yet')).toBeTruthy();
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('names each activity entry, documents by their kind and verdict, in English and Arabic', async () => {
    const entry = (n: number, action: string, facts: { before?: unknown; after?: unknown }) => ({
      id: `0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6d0${n}`,
      action,
      entityType: 'customer',
      entityId: suspendedCustomer.id,
      actorType: 'user',
      actorId: null,
      before: facts.before ?? null,
      after: facts.after ?? null,
      createdAt: `2026-02-0${n}T10:00:00Z`,
    });
    const entries = [
      entry(1, 'import', { after: { status: 'pending' } }),
      entry(2, 'document_add', { after: { category: 'license', status: 'pending' } }),
      entry(3, 'document_review', {
        after: { category: 'insurance', status: 'rejected', reason: 'Expired' },
      }),
      entry(4, 'document_review', { after: { category: 'license', status: 'verified' } }),
      entry(5, 'document_delete', { before: { category: 'insurance' } }),
      entry(6, 'update_profile', { after: {} }),
      entry(7, 'customer.suspend', { after: { status: 'suspended', reason: 'Unpaid' } }),
    ];
    handler = (url) => {
      if (url.pathname === `/api/v1/customers/${suspendedCustomer.id}`)
        return json(200, suspendedCustomer);
      if (url.pathname.endsWith('/activity'))
        return json(200, { data: entries, total: 7, page: 1, limit: 10, hasMore: false });
      if (url.pathname === '/api/v1/rentals')
        return json(200, { data: [], total: 0, page: 1, limit: 10, hasMore: false });
      return undefined;
    };
    renderAt(`/admin/management/customers/view/${suspendedCustomer.id}`);
    for (const title of [
      'Imported',
      'Driving licence added',
      'Insurance rejected',
      'Driving licence verified',
      'Insurance deleted',
      'Profile updated by the customer',
    ]) {
      expect(await screen.findByText(title)).toBeTruthy();
    }
    expect(screen.getByText('Reason: Expired')).toBeTruthy();
    expect(screen.getByText('Reason: Unpaid')).toBeTruthy();
    expect(screen.queryByText(/document_|update_profile/)).toBeNull();

    await i18n.changeLanguage('ar');
    expect(await screen.findByText('رُفض مستند: التأمين')).toBeTruthy();
    expect(screen.getByText('اعتُمد مستند: رخصة القيادة')).toBeTruthy();
    expect(screen.getByText('حدّث العميل ملفه الشخصي')).toBeTruthy();
  });

  it('refuses to reject a document without a reason, then sends the verdict with it', async () => {
    const licence = {
      id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c01',
      customerId: pendingCustomer.id,
      fileId: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c02',
      category: 'license',
      fileName: 'licence-front.jpg',
      contentType: 'image/jpeg',
      size: 204800,
      uploadedAt: '2026-02-02T10:00:00Z',
      uploadedBy: null,
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      reason: null,
      expiryDate: '2028-01-31',
      url: '/api/v1/files/signed/licence-front.jpg',
      thumbnailUrl: null,
    };
    const base = `/api/v1/customers/${pendingCustomer.id}`;
    handler = (url, init) => {
      if (url.pathname === base) return json(200, pendingCustomer);
      if (url.pathname === `${base}/documents`) return json(200, { data: [licence] });
      if (url.pathname.endsWith('/review') && init.method === 'POST')
        return json(200, { ...licence, status: 'rejected', reason: 'Blurred' });
      if (url.pathname.endsWith('/activity'))
        return json(200, { data: [], total: 0, page: 1, limit: 10, hasMore: false });
      return undefined;
    };
    renderAt(`/admin/management/customers/view/${pendingCustomer.id}`);
    expect(await screen.findByRole('link', { name: 'licence-front.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please give the reason for rejecting this document'),
    ).toBeTruthy();
    expect(calls('POST', `${base}/documents/${licence.id}/review`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Blurred' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls('POST', `${base}/documents/${licence.id}/review`)).toHaveLength(1),
    );
    const [, init] = calls('POST', `${base}/documents/${licence.id}/review`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'rejected', reason: 'Blurred' });
  });
});

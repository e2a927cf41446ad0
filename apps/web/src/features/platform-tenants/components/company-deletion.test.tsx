import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { TenantDetailPage } from '../pages/tenant-detail-page.tsx';
import { TenantsListPage } from '../pages/tenants-list-page.tsx';

const company = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  subdomain: name.toLowerCase().replace(' ', '-'),
  adminEmail: 'owner@company.test',
  contactPhone: null,
  address: null,
  status: 'active',
  plan: 'professional',
  trialEndsAt: null,
  deletionDueAt: null,
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  taxRateBp: 1500,
  isDemo: false,
  usage: { branches: 1, vehicles: 2, users: 3, customers: 4, reservations: 5 },
  createdAt: '2026-05-02T10:00:00Z',
  updatedAt: '2026-05-02T10:00:00Z',
  ...extra,
});
const desert = company('0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b01', 'Desert Cars');
const oasis = company('0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b02', 'Oasis Cars');
const scheduled = {
  ...desert,
  status: 'deletion_scheduled',
  deletionDueAt: '2026-12-29T10:00:00Z',
};

let current: Record<string, unknown> = desert;
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function route(url: URL, init: RequestInit): Response {
  const method = init.method ?? 'GET';
  const path = url.pathname.replace('/api/v1', '');
  if (method === 'GET' && path === '/platform/tenants')
    return json(200, { data: [desert, oasis], total: 2, page: 1, limit: 20, hasMore: false });
  if (method === 'GET' && path === `/platform/tenants/${desert.id}`) return json(200, current);
  if (method === 'DELETE') return json(200, (current = scheduled));
  if (method === 'POST' && path.endsWith('/status'))
    return json(200, (current = { ...desert, status: 'inactive' }));
  if (method === 'POST' && path === '/platform/tenants/bulk-delete')
    return json(200, {
      results: [
        { id: desert.id, outcome: 'scheduled', deletionDueAt: scheduled.deletionDueAt },
        { id: oasis.id, outcome: 'illegalTransition', deletionDueAt: null },
      ],
      scheduled: 1,
      refused: 1,
    });
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
}

const requests = (method: string, pathEnd: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(pathEnd),
  );

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/support/tenants', Component: TenantsListPage },
      { path: '/admin/support/tenants/view/:id', Component: TenantDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  initI18n();
  current = desert;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) =>
    route(new URL(String(input), 'http://localhost'), init ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  modals.closeAll();
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('deleting a company', () => {
  it('states the grace, offers the data first, and schedules the deletion', async () => {
    renderAt(`/admin/support/tenants/view/${desert.id}`);
    expect(await screen.findByRole('heading', { name: 'Desert Cars' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download data' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Desert Cars?' });
    expect(within(dialog).getByText(/30 days from now/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download data' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete company' }));
    await waitFor(() =>
      expect(requests('DELETE', `/platform/tenants/${desert.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('Scheduled for deletion')).toBeTruthy();
  });

  it('shows a scheduled company its due date and restores it, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    current = scheduled;
    renderAt(`/admin/support/tenants/view/${desert.id}`);
    expect(await screen.findByText('الحذف مجدول')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'حذف الشركة' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'استعادة' }));
    await waitFor(() => {
      const [call] = requests('POST', '/status');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ action: 'restore' });
    });
    await waitFor(() => expect(screen.queryByText('الحذف مجدول')).toBeNull());
  });

  it('deletes the selected companies after a confirmation, then sums up what happened', async () => {
    renderAt('/admin/support/tenants');
    const table = await screen.findByRole('table', { name: 'Companies' });
    await within(table).findByRole('link', { name: 'Desert Cars' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Desert Cars' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Oasis Cars' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the selected companies (2)?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      const [call] = requests('POST', '/platform/tenants/bulk-delete');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ids: [desert.id, oasis.id] });
    });
    expect(
      await screen.findByText('1 scheduled for deletion, 1 not (already scheduled or gone).'),
    ).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { TenantDetailPage } from './tenant-detail-page.tsx';
import { TenantsListPage } from './tenants-list-page.tsx';

const desert = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b01',
  name: 'Desert Cars',
  subdomain: 'desert-cars',
  adminEmail: 'owner@desert.test',
  contactPhone: null,
  address: 'Olaya Street 1, Riyadh',
  status: 'active',
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  taxRateBp: 1500,
  isDemo: false,
  usage: { branches: 2, vehicles: 14, users: 3, customers: 40, reservations: 75 },
  createdAt: '2026-05-02T10:00:00Z',
  updatedAt: '2026-05-02T10:00:00Z',
};

type Handler = (url: URL, init: RequestInit) => Response | undefined;
const fetchMock = vi.fn<typeof fetch>();
let handler: Handler = () => undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function route(url: URL, init: RequestInit): Response {
  const answer = handler(url, init);
  if (answer) return answer;
  const method = init.method ?? 'GET';
  if (method === 'GET' && url.pathname === '/api/v1/platform/tenants')
    return json(200, { data: [desert], total: 1, page: 1, limit: 20, hasMore: false });
  if (method === 'GET' && url.pathname === `/api/v1/platform/tenants/${desert.id}`)
    return json(200, desert);
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
}

const bodies = (method: string, pathname: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(pathname))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/support/tenants', Component: TenantsListPage },
      { path: '/admin/support/tenants/view/:id', Component: TenantDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  initI18n();
  handler = () => undefined;
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

describe('the companies, for the platform', () => {
  it('lists the companies with their status and usage', async () => {
    renderAt('/admin/support/tenants');
    const table = await screen.findByRole('table', { name: 'Companies' });
    const row = (await within(table).findByRole('link', { name: 'Desert Cars' })).closest('tr')!;
    expect(within(row).getByText('desert-cars')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('14')).toBeTruthy();
  });

  it('creates a company, showing a taken subdomain on its field', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/platform/tenants'
        ? json(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'This subdomain is already taken',
            details: [{ path: 'subdomain', message: 'This subdomain is already taken' }],
          })
        : undefined;
    renderAt('/admin/support/tenants');
    fireEvent.click(await screen.findByRole('button', { name: 'New company' }));
    const dialog = await screen.findByRole('dialog', { name: 'New company' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findAllByText(/required/i)).not.toHaveLength(0);
    expect(bodies('POST', '/platform/tenants')).toHaveLength(0);

    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/Company name/, 'Gulf Wheels');
    type(/^Subdomain/, 'gulf-wheels');
    type(/Administrator e-mail/, 'owner@gulf.test');
    type(/first name/, 'Huda');
    type(/last name/, 'Saleh');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(await within(dialog).findByText('This subdomain is already taken')).toBeTruthy();
    expect(bodies('POST', '/platform/tenants')[0]).toMatchObject({
      name: 'Gulf Wheels',
      subdomain: 'gulf-wheels',
      adminEmail: 'owner@gulf.test',
      country: 'SA',
      plan: 'starter',
      adminFirstName: 'Huda',
      adminLastName: 'Saleh',
    });
    // the country sets the currency and the zone, as at sign-up
    expect(bodies('POST', '/platform/tenants')[0]).not.toHaveProperty('currency');
  });

  it('shows one company and suspends it with a reason, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    handler = (url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/status')
        ? json(200, { ...desert, status: 'suspended' })
        : undefined;
    renderAt(`/admin/support/tenants/view/${desert.id}`);
    expect(await screen.findByRole('heading', { name: 'Desert Cars' })).toBeTruthy();
    expect(screen.getByText('نشطة')).toBeTruthy();
    expect(screen.getByText('75')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تفعيل' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/السبب/), {
      target: { value: 'Unpaid invoice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() =>
      expect(bodies('POST', '/status')[0]).toEqual({ action: 'suspend', reason: 'Unpaid invoice' }),
    );
    expect(await screen.findByText('موقوفة')).toBeTruthy();
  });
});

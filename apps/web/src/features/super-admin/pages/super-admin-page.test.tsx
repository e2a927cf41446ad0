import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { SuperAdminPage } from './super-admin-page.tsx';

const overview = {
  period: {
    from: '2031-02-13T12:00:00Z',
    to: '2031-03-15T12:00:00Z',
    previousFrom: '2031-01-14T12:00:00Z',
  },
  companies: {
    total: 3,
    current: 2,
    previous: 1,
    byStatus: {
      trial: 1,
      active: 2,
      trial_ended: 0,
      suspended: 0,
      inactive: 0,
      deletion_scheduled: 0,
    },
    byPlan: { starter: 1, professional: 0, enterprise: 2 },
  },
  users: { total: 9, current: 4, previous: 4 },
  customers: { total: 50, current: 10, previous: 0 },
  vehicles: { total: 30, current: 5, previous: 10 },
  bookings: { current: 7, previous: 5 },
  revenue: [
    { currency: 'KWD', current: 125_500, previous: 100_000 },
    { currency: 'SAR', current: 90_00, previous: 0 },
  ],
};

const failedJob = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b09',
  name: 'contact.acknowledge',
  attempts: 5,
  error: 'Mailbox busy',
  finishedAt: '2031-03-15T10:00:00Z',
};
const health = {
  state: 'warning',
  checkedAt: '2031-03-15T12:00:00Z',
  checks: [
    {
      name: 'database',
      state: 'healthy',
      service: 'online',
      configured: true,
      figures: { engine: 'pglite', latencyMs: 1.2 },
    },
    { name: 'redis', state: 'healthy', service: 'offline', configured: false, figures: {} },
    {
      name: 'jobs',
      state: 'warning',
      service: 'degraded',
      configured: true,
      figures: { pending: 0, running: 0, failed: 1 },
    },
  ],
  failedJobs: [failedJob],
};
const activity = {
  data: [
    {
      id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b10',
      actorId: null,
      actorEmail: 'root@motorpool.test',
      action: 'login',
      entityType: 'platform_session',
      entityId: null,
      detail: {},
      ip: '127.0.0.1',
      createdAt: '2031-03-15T11:00:00Z',
    },
  ],
  total: 1,
  totalCapped: false,
  page: 1,
  limit: 20,
  hasMore: false,
};
const request = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b11',
  kind: 'demo',
  status: 'new',
  name: 'Sara',
  email: 'sara@desert.test',
  company: 'Desert Cars',
  phone: '+966 50 123 4567',
  fleetSize: '51-100',
  subject: null,
  message: 'Three branches',
  preferredDate: null,
  preferredTime: null,
  locale: 'ar',
  handledBy: null,
  createdAt: '2031-03-15T09:00:00Z',
  updatedAt: '2031-03-15T09:00:00Z',
};

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function route(url: URL, init: RequestInit): Response {
  const method = init.method ?? 'GET';
  const path = url.pathname.replace('/api/v1', '');
  if (method === 'GET' && path === '/platform/overview') return json(200, overview);
  if (method === 'GET' && path === '/platform/health') return json(200, health);
  if (method === 'GET' && path === '/platform/activity') return json(200, activity);
  if (method === 'POST' && path === `/platform/jobs/${failedJob.id}/retry`) return json(204, null);
  if (method === 'GET' && path === '/platform/contact-requests')
    return json(200, {
      data: [request],
      total: 1,
      totalCapped: false,
      page: 1,
      limit: 20,
      hasMore: false,
      newCount: 1,
    });
  if (method === 'PATCH' && path === `/platform/contact-requests/${request.id}`)
    return json(200, { ...request, status: 'contacted' });
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/support/superAdmin',
        Component: () => (
          <SuperAdminPage tenants={<p>companies grid</p>} privacy={<p>privacy requests</p>} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const calls = (method: string, fragment: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(fragment),
  );

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) =>
    route(new URL(String(input), 'http://localhost'), init ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the super admin dashboard', () => {
  it('opens on the overview with each figure against the previous period and revenue per currency', async () => {
    renderAt('/admin/support/superAdmin');
    expect((await screen.findAllByTestId('metric-card')).length).toBe(5);
    expect(screen.getByText('+100% against the previous period')).toBeTruthy();
    expect(screen.getByText('New since nothing the period before')).toBeTruthy();
    // each currency on its own line, never added together
    expect(screen.getAllByText(/KWD/).length).toBe(2);
    expect(screen.getAllByText(/SAR/).length).toBe(2);
    expect(screen.getByText('Enterprise')).toBeTruthy();
  });

  it('keeps the tab in the address and retries a failed job from the health tab', async () => {
    const router = renderAt('/admin/support/superAdmin?tab=health');
    const card = await screen.findByTestId('health-redis');
    expect(within(card).getByText('Not configured')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls('POST', `/platform/jobs/${failedJob.id}/retry`)).toHaveLength(1),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Activity log' }));
    expect(router.state.location.search).toBe('?tab=activity');
    expect(await screen.findByText('root@motorpool.test')).toBeTruthy();
  });

  it('moves a request on from the requests tab, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/support/superAdmin?tab=requests');
    expect(await screen.findByText('Desert Cars')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /الطلبات/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تم التواصل' }));
    await waitFor(() =>
      expect(calls('PATCH', `/platform/contact-requests/${request.id}`)).toHaveLength(1),
    );
    const [, init] = calls('PATCH', `/platform/contact-requests/${request.id}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'contacted' });
  });
});

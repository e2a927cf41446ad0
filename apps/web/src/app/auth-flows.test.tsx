import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TenantContext } from '../features/tenant/components/tenant-context.ts';
import { endSession } from '../shared/auth/session-store.ts';
import { stopSessionTimers } from '../shared/auth/session-timers.ts';
import { renderWithProviders } from '../testing/render-app.tsx';
import { demoTenant, demoUser, fakeJwt, jsonResponse } from '../testing/auth-fixtures.ts';
import { tenantRoutes } from './routers/tenant-router.tsx';

const fetchMock = vi.fn<typeof fetch>();
type Handler = (init: RequestInit | undefined) => Response;

function routeFetch(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input).replace('/api/v1', '').split('?')[0]!;
    const handler = handlers[url];
    if (handler) return handler(init);
    if (url === '/auth/providers') return jsonResponse(200, { providers: [] });
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderAt(path: string) {
  localStorage.setItem('motorpool.tenantId', demoTenant.id);
  const router = createMemoryRouter(tenantRoutes, { initialEntries: [path] });
  renderWithProviders(
    <TenantContext value={demoTenant}>
      <RouterProvider router={router} />
    </TenantContext>,
  );
  return router;
}

function loginResponse(roles: string[]) {
  const user = demoUser(roles);
  return {
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
    expires_in: 900,
  };
}

async function submitLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // Mantine shows a few toasts at once and queues the rest: each test starts with none.
  notifications.clean();
  stopSessionTimers();
  endSession();
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('stores the tokens and sends a back-office user to the dashboard', async () => {
    const response = loginResponse(['admin']);
    routeFetch({
      '/auth/login': () => jsonResponse(200, response),
      '/auth/profile': () => jsonResponse(200, response.user),
      '/permissions/user': () => jsonResponse(200, { effectivePermissions: ['*'] }),
    });
    const router = renderAt('/admin/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();

    await submitLogin('Admin@Demo.test ', 'Demo@12345');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/general/dashboard'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/login'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@demo.test',
      password: 'Demo@12345',
      rememberMe: false,
    });
    expect(localStorage.getItem('motorpool.authToken')).toBe(response.access_token);
    expect(localStorage.getItem('motorpool.refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('motorpool.activeRole')).toBe('admin');
    expect(await screen.findByRole('heading', { name: 'Welcome, Layla Haddad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('sends a customer home and a user with several roles to /roles', async () => {
    routeFetch({ '/auth/login': () => jsonResponse(200, loginResponse(['customer'])) });
    const router = renderAt('/auth/login');
    await submitLogin('customer@demo.test', 'Demo@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    endSession();

    routeFetch({ '/auth/login': () => jsonResponse(200, loginResponse(['admin', 'customer'])) });
    await router.navigate('/auth/login');
    await submitLogin('both@demo.test', 'Demo@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(await screen.findByRole('button', { name: 'Continue as Administrator' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Customer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue as Customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('motorpool.activeRole')).toBe('customer');
  });

  it('shows the mapped message of a 401 and stores nothing', async () => {
    routeFetch({
      '/auth/login': () =>
        jsonResponse(401, {
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password',
        }),
    });
    const router = renderAt('/admin/auth/login');
    await submitLogin('admin@demo.test', 'wrong-password');

    expect(
      await screen.findByText(
        'Invalid email or password. Please check your credentials and try again.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/auth/login');
    expect(localStorage.getItem('motorpool.authToken')).toBeNull();
  });

  it('validates on the client with the shared schema messages', async () => {
    routeFetch({});
    renderAt('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/login'))).toBe(false);
  });

  it('sends a signed-out visitor of the back office to the admin login', async () => {
    routeFetch({});
    const router = renderAt('/admin/management/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/management/users' });
  });
});

describe('registration wizard', () => {
  it('blocks "next" while the step has invalid fields, showing only that step’s errors', async () => {
    routeFetch({});
    renderAt('/auth/register');
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();

    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Layla' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Haddad' } });
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-04-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByText('This field is required')).toBeNull();
  });
});

describe('forgot password', () => {
  it("shows a 429's own message instead of a generic failure and stays on the form", async () => {
    const wait = 'Too many requests from this address. Please try again in 15 min.';
    routeFetch({
      '/auth/forgot-password': () =>
        new Response(JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: wait }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '900' },
        }),
    });
    renderAt('/auth/forgot-password');
    fireEvent.change(await screen.findByLabelText(/Email address/), {
      target: { value: 'layla@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.queryByText('Check your email')).toBeNull();
  });
});

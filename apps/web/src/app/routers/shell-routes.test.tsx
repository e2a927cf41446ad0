import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { endSession, startSession } from '../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../shared/auth/session-timers.ts';
import { demoTenant, demoUser, fakeJwt, jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { marketingRoutes } from './marketing-router.tsx';
import { tenantRoutes } from './tenant-router.tsx';

const fetchMock = vi.fn<typeof fetch>();
const forbidden = "You don't have permission to access this application";

function signIn(roles: string[], overrides: Record<string, unknown> = {}) {
  const user = demoUser(roles, overrides);
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
    expires_in: 900,
  });
}

function renderAt(routes: RouteObject[], path: string, tenant = true) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(
    <TenantContext value={tenant ? demoTenant : null}>
      <RouterProvider router={router} />
    </TenantContext>,
  );
  return router;
}

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15000 });
}

beforeEach(() => {
  fetchMock.mockReset();
  // the session keeper's profile and permission reads: unavailable, the local session stands
  fetchMock.mockResolvedValue(
    jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'Unavailable' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  stopSessionTimers();
  endSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('route guards', { timeout: 30000 }, () => {
  it('shows the permission message to a viewer opening the users page', async () => {
    signIn(['viewer']);
    renderAt(tenantRoutes, '/admin/management/users');
    expect(await heading(forbidden)).toBeTruthy();
  });

  it('opens a page the role may read: the maintenance list, without its create buttons', async () => {
    signIn(['viewer']);
    renderAt(tenantRoutes, '/admin/management/maintenances');
    expect(await heading('Maintenance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New work order' })).toBeNull();
  });

  it('keeps company administrators out of the platform pages', async () => {
    signIn(['admin']);
    renderAt(tenantRoutes, '/admin/support/tenants');
    expect(await heading(forbidden)).toBeTruthy();
  });

  it('lets a platform super administrator open the companies page on the platform', async () => {
    signIn(['super-admin'], { tenantId: null, email: 'root@motorpool.test' });
    renderAt(marketingRoutes, '/admin/support/tenants', false);
    expect(await heading('Companies')).toBeTruthy();
  });

  it('sends a signed-out visitor of a private customer page to sign-in', async () => {
    const router = renderAt(tenantRoutes, '/reservations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the public catalogue to a signed-out visitor', async () => {
    renderAt(tenantRoutes, '/catalog');
    expect(await heading('Vehicles')).toBeTruthy();
  });

  it('shows the not-found page inside the admin layout for an unknown admin path', async () => {
    signIn(['admin']);
    renderAt(tenantRoutes, '/admin/management/nowhere');
    expect(await heading('Page not found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hasPermission } from '@motorpool/domain/permissions';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { endSession, startSession } from '../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../shared/auth/session-timers.ts';
import { demoTenant, demoUser, fakeJwt, jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { tenantRoutes } from '../routers/tenant-router.tsx';
import { navGroups, visibleNavGroups } from './admin-nav.ts';

const fetchMock = vi.fn<typeof fetch>();

function pagesFor(granted: string[]) {
  return visibleNavGroups(navGroups, (p) => hasPermission(granted, p)).map((g) => [
    g.name,
    g.items.map((i) => i.page),
  ]);
}

function renderAdmin(roles: string[]) {
  const user = demoUser(roles);
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
    expires_in: 900,
  });
  const router = createMemoryRouter(tenantRoutes, {
    initialEntries: ['/admin/general/dashboard'],
  });
  renderWithProviders(
    <TenantContext value={demoTenant}>
      <RouterProvider router={router} />
    </TenantContext>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
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

describe('admin navigation', { timeout: 30000 }, () => {
  it('shows every group to an administrator', () => {
    expect(pagesFor(['*']).map(([name]) => name)).toEqual([
      'general',
      'management',
      'finance',
      'marketing',
      'support',
    ]);
  });

  it('drops the items and groups a role may not read', () => {
    expect(pagesFor(['vehicles:read', 'lookups:read'])).toEqual([
      ['general', ['dashboard']],
      ['management', ['vehicles']],
      ['finance', ['paymentMethods', 'insuranceOptions', 'extras']],
      ['marketing', ['vehicleTypes', 'fuelTypes', 'transmissionTypes', 'locations']],
      ['support', ['lookups']],
    ]);
  });

  it('hides users and settings from a viewer', async () => {
    renderAdmin(['viewer']);
    const nav = await screen.findByRole('navigation', { name: 'Menu' }, { timeout: 15000 });
    expect(within(nav).getByRole('link', { name: 'Vehicles' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('remembers a closed group and the collapsed navbar across visits', async () => {
    renderAdmin(['admin']);
    const toggle = await screen.findByRole(
      'button',
      { name: 'Show or hide Finance' },
      { timeout: 15000 },
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(JSON.parse(localStorage.getItem('motorpool.navGroupsClosed') ?? '[]')).toEqual([
      'finance',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(localStorage.getItem('motorpool.navbarOpen')).toBe('false');
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeTruthy();

    fireEvent.click(toggle);
    expect(localStorage.getItem('motorpool.navGroupsClosed')).toBe('[]');
  });
});

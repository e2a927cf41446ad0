import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { pendingCustomer } from '../../features/customers/testing/customer-fixtures.ts';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { endSession, startSession } from '../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../shared/auth/session-timers.ts';
import { demoTenant, demoUser, fakeJwt, jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { tenantRoutes } from '../routers/tenant-router.tsx';

const fetchMock = vi.fn<typeof fetch>();
const user = demoUser(['customer'], { email: 'customer@demo.test' });
const profile = {
  ...user,
  lastLoginAt: null,
  passwordChangedAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  customer: { ...pendingCustomer, drivingLicenseNumber: 'SA-1234567', licenseCountry: 'SA' },
};

function signIn() {
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
    expires_in: 900,
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(tenantRoutes, { initialEntries: [path] });
  renderWithProviders(
    <TenantContext value={demoTenant}>
      <RouterProvider router={router} />
    </TenantContext>,
  );
  return router;
}

const page = { data: [], total: 0, totalCapped: false, page: 1, limit: 20, hasMore: false };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/auth/profile') {
      if (init?.method === 'PATCH') {
        const changes = JSON.parse(String(init.body)) as Record<string, unknown>;
        return jsonResponse(200, { ...profile, customer: { ...profile.customer, ...changes } });
      }
      return jsonResponse(200, profile);
    }
    if (url.pathname === '/api/v1/tenants/current') return jsonResponse(200, demoTenant);
    // the customer accepted the current terms and chose their cookies: no gate, no banner
    if (url.pathname === '/api/v1/me/terms-acceptance') {
      return jsonResponse(200, { acceptance: null, currentVersion: '2.1', currentAccepted: true });
    }
    if (url.pathname === '/api/v1/me/consent') {
      return jsonResponse(200, { consent: null, currentPolicyVersion: '2.1', askAgain: false });
    }
    if (url.pathname.endsWith('/offers') || url.pathname.endsWith('/testimonials')) {
      return jsonResponse(200, { data: [] });
    }
    return jsonResponse(200, page);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  stopSessionTimers();
  endSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const timeout = { timeout: 15000 };

// The inline links show from Mantine's lg breakpoint, wider than the test window (1024 px),
// which gets the burger: the hidden row is read all the same.
async function inlineNav(): Promise<HTMLElement> {
  let nav: HTMLElement | null = null;
  await waitFor(() => {
    nav = document.querySelector<HTMLElement>('header nav[aria-label="Site navigation"]');
    expect(nav).not.toBeNull();
  }, timeout);
  return nav!;
}
const inline = { hidden: true };

describe('customer header', { timeout: 30000 }, () => {
  it('offers a visitor the catalogue, branches and sign-in, not the bookings', async () => {
    renderAt('/');
    const nav = await inlineNav();
    expect(
      within(nav)
        .getByRole('link', { name: 'Vehicles', ...inline })
        .getAttribute('href'),
    ).toBe('/vehicles');
    expect(
      within(nav)
        .getByRole('link', { name: 'Branches', ...inline })
        .getAttribute('href'),
    ).toBe('/branches');
    expect(within(nav).queryByRole('link', { name: 'My bookings', ...inline })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Notifications' })).toBeNull();
  });

  it('gives a customer their bookings, notifications, profile and settings, in the drawer too', async () => {
    signIn();
    renderAt('/');
    const nav = await inlineNav();
    expect(
      within(nav)
        .getByRole('link', { name: 'My bookings', ...inline })
        .getAttribute('href'),
    ).toBe('/reservations');
    expect(
      within(nav)
        .getByRole('link', { name: 'My rentals', ...inline })
        .getAttribute('href'),
    ).toBe('/rentals');
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', {}, timeout);
    await within(dialog).findByRole('link', { name: 'Settings' }, timeout);
    const drawer = dialog.querySelector<HTMLElement>('nav[aria-label="Site navigation"]')!;
    for (const [name, href] of [
      ['My bookings', '/reservations'],
      ['My rentals', '/rentals'],
      ['Notifications', '/notifications'],
      ['My profile', '/profile'],
      ['Settings', '/settings'],
    ]) {
      expect(within(drawer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });
});

describe('customer profile and settings', { timeout: 30000 }, () => {
  it('keeps the bell and its unread count in the header on a phone', async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input), 'http://localhost').pathname === '/api/v1/notifications/unread-count'
        ? jsonResponse(200, { unreadCount: 3 })
        : answer(input, init),
    );
    signIn();
    renderAt('/');
    const bell = await screen.findByRole('button', { name: 'Notifications, unread: 3' }, timeout);
    expect(within(bell.closest('header')!).getByText('3')).toBeTruthy();
    // nothing between the bell and the header hides it below a breakpoint (360 px wide)
    for (let node: HTMLElement | null = bell; node && node.tagName !== 'HEADER';) {
      expect(node.className).not.toMatch(/mantine-visible-from/);
      node = node.parentElement;
    }
  });

  it('saves the licence and address of the customer record', async () => {
    signIn();
    renderAt('/profile');
    const number = await screen.findByLabelText('Licence number', {}, timeout);
    expect((number as HTMLInputElement).value).toBe('SA-1234567');
    const section = screen.getByRole('region', { name: 'Licence, address and emergency contact' });
    fireEvent.change(within(section).getByLabelText('Expiry date'), {
      target: { value: '2031-05-01' },
    });
    fireEvent.change(within(section).getByLabelText('City'), { target: { value: 'Riyadh' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
        drivingLicenseNumber: 'SA-1234567',
        licenseExpiryDate: '2031-05-01',
        licenseCountry: 'SA',
        city: 'Riyadh',
      });
    });
  });

  it('sets the e-mail language and leads to the notification preferences', async () => {
    signIn();
    const router = renderAt('/settings');
    const language = await screen.findByLabelText('Language of e-mails', {}, timeout);
    await waitFor(() => expect((language as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(language, { target: { value: 'ar' } });
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ preferredLanguage: 'ar' });
    });
    fireEvent.click(screen.getByRole('link', { name: 'Open notification preferences' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/settings'));
  });
});

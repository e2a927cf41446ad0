import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { companySettingsFixture } from '../components/company/settings-fixture.ts';
import { SettingsPage } from './settings-page.tsx';

// A branch manager: reads the settings, changes none of them.
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: null,
    activeRole: 'manager',
    can: (permission: string) => permission === 'settings:read',
  }),
}));

const fetchMock = vi.fn<typeof fetch>();

const planUsageFixture = {
  plan: 'starter',
  status: 'trial',
  trialEndsAt: '2026-12-13T00:00:00.000Z',
  vehicles: { used: 20, limit: 25 },
  adminUsers: { used: 2, limit: 5 },
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const body = url.endsWith('/tenants/current/settings')
      ? companySettingsFixture
      : url.endsWith('/tenants/current/usage')
        ? planUsageFixture
        : companySettingsFixture.signIn;
    return Response.json(body, { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// HTML's rule (happy-dom leaves it out of :disabled): a control is disabled by its own
// attribute or by a disabled fieldset around it.
function isDisabled(field: Element): boolean {
  return field.hasAttribute('disabled') || field.closest('fieldset[disabled]') !== null;
}

// Every field of the open tab, disabled.
function expectAllDisabled(panel: HTMLElement) {
  const fields = panel.querySelectorAll('input:not([type="hidden"]), textarea, select, button');
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    expect(isDisabled(field), field.outerHTML.slice(0, 160)).toBe(true);
  }
}

describe('settings page for a manager', () => {
  it(
    'shows every company settings section read-only: fields disabled, no save, upload or add buttons',
    { timeout: 30_000 },
    async () => {
      renderWithProviders(
        <MemoryRouter initialEntries={['/admin/support/settings']}>
          <SettingsPage />
        </MemoryRouter>,
      );

      expect(screen.queryByRole('tab', { name: 'Roles and permissions' })).toBeNull();
      const company = await screen.findByRole('tabpanel');
      expect(await within(company).findByDisplayValue('Desert Drive Rentals')).toBeTruthy();
      expect(await within(company).findByText('Starter plan')).toBeTruthy();
      expect(within(company).getByText('20 of 25')).toBeTruthy();
      expect(within(company).getByText('2 of 5')).toBeTruthy();
      expect(within(company).getByText(/^Trial ends on/)).toBeTruthy();
      expectAllDisabled(company);
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

      fireEvent.click(screen.getByRole('tab', { name: 'Branding' }));
      const branding = await screen.findByRole('tabpanel');
      expect(await within(branding).findByDisplayValue('#1d4ed8')).toBeTruthy();
      expectAllDisabled(branding);
      expect(screen.queryByRole('button', { name: /logo/i })).toBeNull();

      fireEvent.click(screen.getByRole('tab', { name: 'Rental policy' }));
      const policy = await screen.findByRole('tabpanel');
      expect(
        await within(policy).findByRole('group', { name: /Damage 1: Dent, Bonnet/ }),
      ).toBeTruthy();
      expectAllDisabled(policy);
      expect(screen.queryByRole('button', { name: 'Add a damage' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

      fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
      const payments = await screen.findByRole('tabpanel');
      expect(await within(payments).findByDisplayValue('1000.00')).toBeTruthy();
      expectAllDisabled(payments);
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    },
  );
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { RolesPanel } from './roles-panel.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

// What GET /permissions answers: system roles carry the server's English label and description.
const overview = {
  permissions: { customers: ['customers:read', 'customers:create'] },
  roles: {
    manager: {
      label: 'Branch Manager',
      description: 'Branch operations and staff.',
      permissions: ['customers:read', 'customers:create'],
      isSystem: true,
    },
    'night-shift': {
      label: 'Night shift',
      description: 'Covers the counter after 22:00.',
      permissions: ['vehicles:read'],
      isSystem: false,
    },
  },
};

beforeEach(() => {
  initI18n();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      Response.json(overview, { headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('roles panel', () => {
  it('shows system roles, their descriptions and permissions in Arabic, codes only as secondary text', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<RolesPanel />);

    const manager = await screen.findByTestId('role-manager');
    expect(within(manager).getByText('مدير الفرع')).toBeTruthy();
    expect(within(manager).queryByText('Branch Manager')).toBeNull();
    expect(
      within(manager).getByText('عمليات الفرع والموظفون والأسطول المحلي وتقارير الفرع.'),
    ).toBeTruthy();
    const customers = within(manager).getByTestId('permissions-customers');
    expect(within(customers).getByText('العملاء')).toBeTruthy();
    expect(within(customers).getByText('عرض').closest('[title]')?.getAttribute('title')).toBe(
      'customers:read',
    );
    expect(within(customers).getByText('إنشاء')).toBeTruthy();
    expect(within(manager).queryByText('customers:read')).toBeNull();
  });

  it("isolates a company's own Latin role text so its full stop stays at its end", async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<RolesPanel />);

    const custom = await screen.findByTestId('role-night-shift');
    expect(within(custom).getByText('Night shift').getAttribute('dir')).toBe('auto');
    expect(within(custom).getByText('Covers the counter after 22:00.').getAttribute('dir')).toBe(
      'auto',
    );
    expect(within(custom).getByText('المركبات')).toBeTruthy();
  });
});

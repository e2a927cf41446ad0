import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-app.tsx';
import { TenantApp } from './routers/tenant-router.tsx';

const tenant = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6a01',
  name: 'Desert Drive Rentals',
  subdomain: 'demo',
  status: 'active',
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  taxRateBp: 1500,
  isDemo: false,
  branding: { logoUrl: null as string | null, primaryColor: null as string | null },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(branding: typeof tenant.branding) {
  fetchMock.mockResolvedValue(
    Response.json({ ...tenant, branding }, { headers: { 'content-type': 'application/json' } }),
  );
}

// The CSS variables Mantine writes for the theme in use.
const themeCss = () =>
  [...document.querySelectorAll('style[data-mantine-styles]')]
    .map((style) => style.textContent)
    .join('\n');

describe('company branding', () => {
  it("paints the app in the company's primary colour from the tenant answer, its own shade on filled buttons", async () => {
    answer({ logoUrl: null, primaryColor: '#1D4ED8' });
    renderWithProviders(<TenantApp subdomain="demo" />);

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Desert Drive Rentals' });
    await waitFor(() =>
      expect(themeCss()).toContain(
        '--mantine-primary-color-filled: var(--mantine-color-brand-filled)',
      ),
    );
    expect(themeCss()).toContain('--mantine-color-brand-8: #1d4ed8');
    expect(themeCss()).toContain('--mantine-color-brand-filled: var(--mantine-color-brand-8)');
  });

  it('keeps the product orange for a company without a colour of its own', async () => {
    answer({ logoUrl: null, primaryColor: null });
    renderWithProviders(<TenantApp subdomain="demo" />);

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Desert Drive Rentals' });
    expect(themeCss()).toContain(
      '--mantine-primary-color-filled: var(--mantine-color-orange-filled)',
    );
    expect(themeCss()).not.toContain('--mantine-color-brand');
  });

  it("shows the company's logo in its header instead of the default mark", async () => {
    answer({ logoUrl: '/api/v1/public/tenants/demo/logo/abc', primaryColor: null });
    renderWithProviders(<TenantApp subdomain="demo" />);

    const logo = await screen.findByRole('img', { name: /Desert Drive Rentals/ });
    expect(logo.getAttribute('src')).toBe('/api/v1/public/tenants/demo/logo/abc');
    expect(document.querySelector('[data-tenant-logo]')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { TenantApp } from './tenant-router.tsx';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const demoTenant = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6a01',
  name: 'Desert Drive Rentals',
  subdomain: 'demo',
  status: 'active',
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  taxRateBp: 1500,
  branding: { logoUrl: null, primaryColor: null },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function requestOf(call: number): { url: string; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), headers: (init?.headers ?? {}) as Record<string, string> };
}

describe('tenant shell', () => {
  it('shows the not-found message when the API answers 404 TENANT_NOT_FOUND', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { statusCode: 404, code: 'TENANT_NOT_FOUND', message: 'Tenant not found' }),
    );
    renderWithProviders(<TenantApp subdomain="nowhere" />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeTruthy();
    expect(requestOf(0).url).toBe('/api/v1/tenants/current');
    expect(requestOf(0).headers['x-tenant-id']).toBe('nowhere');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(window.localStorage.getItem('motorpool.tenantId')).toBeNull();
  });

  it('shows the suspended message for 403 TENANT_SUSPENDED', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { statusCode: 403, code: 'TENANT_SUSPENDED', message: 'Suspended' }),
    );
    renderWithProviders(<TenantApp subdomain="demo" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This workspace is suspended' }),
    ).toBeTruthy();
  });

  it('offers a retry after a network failure and recovers when the API answers', async () => {
    // the home's own reads (catalogue, branches, offers) find nothing
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/tenants/current')
        ? jsonResponse(200, demoTenant)
        : jsonResponse(200, { data: [], total: 0, page: 1, limit: 20, hasMore: false }),
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<TenantApp subdomain="demo" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Desert Drive Rentals' }),
    ).toBeTruthy();
    expect(requestOf(1).url).toBe('/api/v1/tenants/current');
    expect(window.localStorage.getItem('motorpool.tenantId')).toBe(demoTenant.id);
    expect(await screen.findByText('Times are local to the company (Asia/Riyadh).')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { demoTenant, jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { TenantApp } from './tenant-router.tsx';

// The sign-in pages offer "Try demo account" (a public password) only when GET /tenants/current
// marks the company as a demo.
const fetchMock = vi.fn<typeof fetch>();

function openSignIn(path: string, tenant: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/tenants/current')) return jsonResponse(200, tenant);
    if (url.endsWith('/auth/providers')) return jsonResponse(200, { providers: [] });
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  window.history.pushState({}, '', path);
  renderWithProviders(<TenantApp subdomain={String(tenant.subdomain)} />);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('try demo account', () => {
  it('is offered on a demo company and fills in its administrator account', async () => {
    openSignIn('/admin/auth/login', { ...demoTenant, subdomain: 'acme', isDemo: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try demo account' }));
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe(
      'admin@acme.test',
    );
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Demo@12345');
  });

  it('fills in the customer account on a demo company’s customer sign-in', async () => {
    openSignIn('/auth/login', { ...demoTenant, isDemo: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try demo account' }));
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe(
      'customer@demo.test',
    );
  });

  it.each([
    ['marked as no demo', { isDemo: false }],
    ['not saying', { isDemo: undefined }],
  ])('is not offered on a company %s', async (_, flag) => {
    openSignIn('/admin/auth/login', { ...demoTenant, subdomain: 'gulfwheels', ...flag });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try demo account' })).toBeNull();
  });
});

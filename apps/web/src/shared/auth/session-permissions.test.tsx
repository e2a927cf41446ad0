import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoTenant, demoUser, fakeJwt, jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { SessionManager } from './session-manager.tsx';
import { endSession, getSessionState, reloadSessionFromStorage } from './session-store.ts';
import { stopSessionTimers } from './session-timers.ts';

// Which permission call the session makes: a company user's own access, never the role
// matrix (GET /permissions needs roles:read), and nothing for a platform administrator.

const fetchMock = vi.fn<typeof fetch>();
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const paths = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^.*\/api\/v1/, ''));

function signedIn(user: ReturnType<typeof demoUser>, scope: string | null) {
  if (scope) localStorage.setItem('motorpool.tenantId', scope);
  // tokens outside a company are kept under the platform scope
  localStorage.setItem('motorpool.authTenantId', scope ?? 'platform');
  localStorage.setItem('motorpool.authToken', fakeJwt({ sub: user.id, exp: inAnHour }));
  localStorage.setItem('motorpool.refreshToken', 'refresh-1');
  localStorage.setItem('motorpool.user', JSON.stringify(user));
  reloadSessionFromStorage();
  renderWithProviders(
    <MemoryRouter>
      <SessionManager />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  stopSessionTimers();
  endSession();
  vi.unstubAllGlobals();
});

describe('the session permissions', () => {
  it("loads a customer's effective permissions from GET /permissions/user, not GET /permissions", async () => {
    const customer = demoUser(['customer']);
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/profile')
        ? jsonResponse(200, customer)
        : jsonResponse(200, { effectivePermissions: ['vehicles:browse'] }),
    );
    signedIn(customer, demoTenant.id);
    await waitFor(() => expect(getSessionState().serverPermissions).toEqual(['vehicles:browse']));
    expect(paths()).toContain('/permissions/user');
    expect(paths()).not.toContain('/permissions');
  });

  it('asks nothing about company permissions for a platform administrator', async () => {
    const root = demoUser(['super-admin'], { email: 'root@motorpool.test', tenantId: null });
    fetchMock.mockImplementation(async () => jsonResponse(200, root));
    signedIn(root, null);
    await waitFor(() => expect(paths()).toContain('/auth/profile'));
    expect(paths().filter((p) => p.startsWith('/permissions'))).toEqual([]);
  });
});

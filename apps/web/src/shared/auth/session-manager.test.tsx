import { act } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoTenant, demoUser, fakeJwt, jsonResponse } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { SessionManager } from './session-manager.tsx';
import { endSession, getSessionState, reloadSessionFromStorage } from './session-store.ts';
import { stopSessionTimers } from './session-timers.ts';

const fetchMock = vi.fn<typeof fetch>();
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/auth/profile')
      ? jsonResponse(200, demoUser(['admin']))
      : jsonResponse(200, { effectivePermissions: ['*'] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  stopSessionTimers();
  endSession();
  vi.unstubAllGlobals();
});

describe('SessionManager', () => {
  it('takes the tokens another tab rotated from its storage event, so this tab never sends the old ones', async () => {
    localStorage.setItem('motorpool.tenantId', demoTenant.id);
    localStorage.setItem('motorpool.authTenantId', demoTenant.id);
    localStorage.setItem('motorpool.authToken', fakeJwt({ sub: 'u1', exp: inAnHour }));
    localStorage.setItem('motorpool.refreshToken', 'refresh-1');
    localStorage.setItem('motorpool.user', JSON.stringify(demoUser(['admin'])));
    reloadSessionFromStorage();
    renderWithProviders(
      <MemoryRouter>
        <SessionManager />
      </MemoryRouter>,
    );

    const rotated = fakeJwt({ sub: 'u1', exp: inAnHour + 900 });
    localStorage.setItem('motorpool.authToken', rotated);
    localStorage.setItem('motorpool.refreshToken', 'refresh-2');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'motorpool.refreshToken' }));
    });

    expect(getSessionState().accessToken).toBe(rotated);
    expect(getSessionState().refreshToken).toBe('refresh-2');
  });
});

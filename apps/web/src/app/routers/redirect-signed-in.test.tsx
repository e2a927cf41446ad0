import { afterEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { endSession, startSession } from '../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../shared/auth/session-timers.ts';
import { demoUser, fakeJwt } from '../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { RedirectSignedIn } from './route-guards.tsx';

function signIn() {
  const user = demoUser(['customer']);
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
    expires_in: 900,
  });
}

function renderAt(state: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        Component: RedirectSignedIn,
        children: [{ path: 'register', element: <p>register</p> }],
      },
      { path: '/', element: <p>home</p> },
      { path: '/rental/:id', element: <p>booking</p> },
      { path: '/admin/general/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: [{ pathname: '/auth/register', state }] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  stopSessionTimers();
  endSession();
});

// Registering (or signing in) starts the session while the auth page is still shown: the guard
// must send the customer where the page does, not to the home page.
describe('RedirectSignedIn', () => {
  it('returns a customer who just registered to the booking step they came from', async () => {
    const from = '/rental/0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7e01?step=driver';
    const router = renderAt({ from });
    expect(router.state.location.pathname).toBe('/auth/register');
    act(() => signIn());
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(from),
    );
  });

  it('ignores a back-office or auth page as the destination of a customer', async () => {
    const router = renderAt({ from: '/admin/general/dashboard' });
    act(() => signIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

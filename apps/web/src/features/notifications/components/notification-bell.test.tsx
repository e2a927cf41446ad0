import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { NotificationView } from '@motorpool/domain/schemas/notification';
import { endSession, startSession } from '../../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../../shared/auth/session-timers.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { demoUser, fakeJwt } from '../../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { fakeIo, lastSocket, sockets } from '../testing/fake-socket.ts';
import {
  listPage,
  notification,
  notificationFetch,
  preferences,
  type Route,
} from '../testing/notification-fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';

vi.mock('socket.io-client', async () => ({
  io: (await import('../testing/fake-socket.ts')).fakeIo,
}));

const first = notification(1);
const second = notification(2, { isRead: true, priority: 'low', type: 'info', link: null });
let unread = 1;
let prefs = preferences;
const routes: Route = ({ method, path }) => {
  if (method === 'GET' && path === '/notifications/unread-count') return { unreadCount: unread };
  if (method === 'GET' && path === '/notifications/preferences') return { preferences: prefs };
  if (method === 'GET' && path === '/notifications') {
    return listPage([first, second], { unreadCount: unread });
  }
  if (method === 'PUT' && path === '/notifications/read-all') {
    unread = 0;
    return { affected: 1, unreadCount: 0 };
  }
  if (method === 'PUT' && path === `/notifications/${first.id}/read`) {
    unread = 0;
    return { notification: { ...first, isRead: true }, unreadCount: 0 };
  }
  return undefined;
};
const { mock: fetchMock, calls } = notificationFetch(() => routes);

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', Component: () => <NotificationBell area="admin" /> },
      { path: '/admin/management/reservations/view/:id', Component: () => <p>Reservation page</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function signIn() {
  const user = demoUser(['staff'], { email: 'staff@demo.test' });
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
  });
}

async function connected() {
  await waitFor(() => expect(sockets.length).toBe(1));
  act(() => {
    lastSocket().serverSends('connect');
    lastSocket().serverSends('auth:success', { userId: 'u', tenantId: 't', rooms: [] });
  });
  return lastSocket();
}

const incoming = (overrides: Partial<NotificationView>) =>
  notification(3, { title: 'Payment failed', message: 'The card was declined.', ...overrides });

beforeEach(() => {
  unread = 1;
  prefs = preferences;
  sockets.length = 0;
  fakeIo.mockClear();
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});

afterEach(async () => {
  // unmounted while fetch is still the stub: nothing left running reaches the network
  cleanup();
  notifications.clean();
  stopSessionTimers();
  endSession();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('notification bell', () => {
  it('shows the unread count and raises it when a notification arrives live', async () => {
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 1' })).toBeTruthy();
    const socket = await connected();
    act(() => socket.serverSends('notification:new', incoming({ priority: 'medium' })));
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 2' })).toBeTruthy();
    act(() => socket.serverSends('notification:count', { count: 7 }));
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 7' })).toBeTruthy();
    act(() => socket.serverSends('notification:all_read'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('pops urgent notifications up red for 10 s and high ones orange for 5 s', async () => {
    renderBell();
    const socket = await connected();
    act(() => {
      socket.serverSends('notification:new', incoming({ priority: 'urgent' }));
      socket.serverSends(
        'notification:new',
        notification(4, { title: 'Vehicle overdue', priority: 'high', type: 'warning' }),
      );
    });
    expect(await screen.findByText('The card was declined.')).toBeTruthy();
    const shown = notificationsStore.getState().notifications;
    expect(shown.find((n) => n.title === 'Payment failed')).toMatchObject({
      color: 'red',
      autoClose: 10000,
    });
    expect(shown.find((n) => n.title === 'Vehicle overdue')).toMatchObject({
      color: 'orange',
      autoClose: 5000,
    });
  });

  it('keeps the count but shows no toast for a category whose real-time alerts are off', async () => {
    prefs = {
      ...preferences,
      categories: {
        ...preferences.categories,
        payment: { enabled: true, email: true, push: false },
      },
    };
    renderBell();
    const socket = await connected();
    act(() =>
      socket.serverSends('notification:new', incoming({ category: 'payment', priority: 'urgent' })),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 2' })).toBeTruthy();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('does not connect when live updates are off in the preferences', async () => {
    prefs = { ...preferences, realTime: { ...preferences.realTime, enabled: false } };
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, unread: 1' }));
    expect(await screen.findByText('Live updates are off in your settings')).toBeTruthy();
    expect(sockets).toHaveLength(0);
  });

  it('lists the newest in the dropdown, marks all read, and opens one at its link', async () => {
    const router = renderBell();
    await connected();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, unread: 1' }));
    const dropdown = await screen.findByRole('dialog');
    expect(await within(dropdown).findByText(first.title)).toBeTruthy();
    expect(within(dropdown).getByText(second.title)).toBeTruthy();
    expect(within(dropdown).getByText('Live updates on')).toBeTruthy();
    expect(calls.find((c) => c.path === '/notifications')?.query.get('offset')).toBe('0');

    fireEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/notifications/read-all')).toBe(
        true,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();

    fireEvent.click(within(await screen.findByRole('dialog')).getByText(first.title));
    expect(await screen.findByText('Reservation page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(
      '/admin/management/reservations/view/0191c000-0000-7000-8000-00000000aa01',
    );
  });

  it('reads in Arabic, with the count in the label', async () => {
    await i18n.changeLanguage('ar');
    renderBell();
    expect(await screen.findByRole('button', { name: 'الإشعارات، غير المقروءة: 1' })).toBeTruthy();
  });
});

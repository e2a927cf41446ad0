import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { NotificationPreferences } from '@motorpool/domain/schemas/notification';
import {
  endSession,
  setServerPermissions,
  startSession,
} from '../../../shared/auth/session-store.ts';
import { stopSessionTimers } from '../../../shared/auth/session-timers.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { demoUser, fakeJwt } from '../../../testing/auth-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  listPage,
  notification,
  notificationFetch,
  preferences,
  type Route,
} from '../testing/notification-fixtures.ts';
import { AdminNotificationSettingsPage } from './notification-settings-page.tsx';
import { AdminNotificationsPage, CustomerNotificationsPage } from './notifications-page.tsx';

// 25 notifications: the server answers pages of 20 from the offset asked for.
const all = Array.from({ length: 25 }, (_, i) =>
  notification(i + 1, { isRead: i >= 3, priority: i === 0 ? 'urgent' : 'medium' }),
);
let saved: NotificationPreferences = preferences;
let routes: Route = () => undefined;
const defaultRoutes: Route = ({ method, path, query, body }) => {
  if (method === 'GET' && path === '/notifications') {
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    return listPage(all.slice(offset, offset + limit), {
      offset,
      total: all.length,
      unreadCount: 3,
    });
  }
  if (method === 'GET' && path === '/notifications/unread-count') return { unreadCount: 3 };
  if (method === 'POST' && path === '/notifications/bulk') {
    return { affected: (body as { ids: string[] }).ids.length, unreadCount: 1 };
  }
  if (method === 'DELETE' && path === '/notifications') return { affected: 25, unreadCount: 0 };
  if (method === 'PATCH' || method === 'PUT') {
    if (path === '/notifications/preferences') {
      saved = body as NotificationPreferences;
      return { preferences: saved };
    }
    return { notification: all[0], unreadCount: 2 };
  }
  if (method === 'GET' && path === '/notifications/preferences') return { preferences: saved };
  return undefined;
};
const { mock: fetchMock, calls } = notificationFetch(() => routes);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/general/notifications', Component: AdminNotificationsPage },
      { path: '/admin/general/notifications/settings', Component: AdminNotificationSettingsPage },
      { path: '/notifications', Component: CustomerNotificationsPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/notifications');

beforeEach(() => {
  const user = demoUser(['staff'], { email: 'staff@demo.test' });
  startSession({
    user,
    access_token: fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refresh_token: 'refresh-1',
  });
  saved = preferences;
  routes = defaultRoutes;
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
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

describe('notifications list', { timeout: 20000 }, () => {
  it('loads pages of 20, the next from the offset of what is loaded', async () => {
    renderAt('/admin/general/notifications');
    const list = await screen.findByRole('list', { name: 'Notification list' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25')).toBeTruthy();
    expect(screen.getByText('Unread: 3')).toBeTruthy();
    // 07:00Z shown in the company's zone, Riyadh (UTC+3)
    expect((await within(list).findAllByText('Apr 1, 2026, 10:00 AM')).length).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(listCalls().map((c) => [c.query.get('limit'), c.query.get('offset')])).toEqual([
      ['20', '0'],
      ['20', '20'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the filters to the server and keeps them in the address', async () => {
    const router = renderAt('/admin/general/notifications?priority=urgent&read=unread');
    await screen.findByRole('list', { name: 'Notification list' });
    expect(Object.fromEntries(listCalls()[0]!.query)).toEqual({
      limit: '20',
      offset: '0',
      priority: 'urgent',
      isRead: 'false',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Archived only' }));
    await waitFor(() => expect(listCalls().at(-1)!.query.get('isArchived')).toBe('true'));
    expect(router.state.location.search).toBe('?priority=urgent&read=unread&archived=true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches the filters', async () => {
    routes = (call) =>
      call.method === 'GET' && call.path === '/notifications'
        ? listPage([], { unreadCount: 0 })
        : defaultRoutes(call);
    renderAt('/admin/general/notifications?category=maintenance');
    expect(await screen.findByText('No notifications match these filters')).toBeTruthy();
  });

  it('marks the selected read, then deletes them after a confirmation', async () => {
    renderAt('/admin/general/notifications');
    await screen.findByRole('list', { name: 'Notification list' });
    fireEvent.click(screen.getByRole('checkbox', { name: `Select: ${all[0]!.title}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select: ${all[1]!.title}` }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected: 2' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/notifications/bulk')?.body).toEqual({
        action: 'read',
        ids: [all[0]!.id, all[1]!.id],
      }),
    );
    expect(await screen.findByText('Notifications updated')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selected: 20' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete notifications' });
    expect(within(dialog).getByText(/selected notifications \(20\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/notifications/bulk').at(-1)?.body).toMatchObject({
        action: 'delete',
      }),
    );
    expect(
      (calls.filter((c) => c.path === '/notifications/bulk').at(-1)?.body as { ids: string[] }).ids,
    ).toHaveLength(20);
  });

  it('archives one from its menu and clears all after a confirmation', async () => {
    renderAt('/notifications');
    await screen.findByRole('list', { name: 'Notification list' });
    fireEvent.click(screen.getByRole('button', { name: `Actions: ${all[2]!.title}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.path === `/notifications/${all[2]!.id}/archive`),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/notifications')).toBe(true),
    );
    expect(await screen.findByText('All notifications cleared')).toBeTruthy();
  });

  it('offers no changes to a user who may only read notifications', async () => {
    setServerPermissions(['notifications:read']);
    renderAt('/admin/general/notifications');
    const list = await screen.findByRole('list', { name: 'Notification list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('checkbox', { name: 'Select all shown' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Actions: ${all[0]!.title}` })).toBeNull();
  });

  it('shows the load failure with a retry', async () => {
    routes = (call) => (call.path === '/notifications' ? undefined : defaultRoutes(call));
    renderAt('/admin/general/notifications');
    expect(await screen.findByText('Failed to load notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/general/notifications');
    expect(await screen.findByRole('heading', { name: 'الإشعارات' })).toBeTruthy();
    expect(await screen.findByText('المعروض 20 من 25')).toBeTruthy();
  });
});

describe('notification settings', { timeout: 20000 }, () => {
  it('saves categories, priorities, real-time and the e-mail frequency', async () => {
    renderAt('/admin/general/notifications/settings');
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Payments: E-mail' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Low: Desktop notification' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly digest' }));
    fireEvent.click(screen.getByRole('switch', { name: /Live updates/ }));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(saved).not.toBe(preferences));
    expect(saved.categories.payment).toEqual({ enabled: true, email: false, push: true });
    expect(saved.priorities.low.desktop).toBe(!preferences.priorities.low.desktop);
    expect(saved.email.frequency).toBe('weekly');
    expect(saved.realTime.enabled).toBe(false);
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
  });

  it('undoes unsaved changes', async () => {
    renderAt('/admin/general/notifications/settings');
    const box = await screen.findByRole('checkbox', { name: 'Maintenance: Receive' });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'Maintenance: E-mail' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { hasPermission } from '@motorpool/domain/permissions';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { UserDetailPage } from './user-detail-page.tsx';

// The signed-in user's effective permissions, set per test: an administrator by default.
let granted: string[] = ['*'];
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: null,
    activeRole: 'admin',
    can: (permission: string) => hasPermission(granted, permission),
  }),
}));

const omar = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6a12',
  email: 'omar@demo.test',
  firstName: 'Omar',
  lastName: 'Saleh',
  phone: '+966501234567',
  roles: ['staff'],
  permissions: ['reports:read'],
  effectivePermissions: ['reports:read', 'vehicles:read'],
  status: 'active',
  branchId: null,
  preferredLanguage: 'en',
  lastLoginAt: null,
  passwordChangedAt: null,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
};
const userPath = `/api/v1/users/${omar.id}`;
const grantPath = `/api/v1/permissions/users/${omar.id}/permissions`;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function page(data: unknown[], total = data.length) {
  return { data, total, page: 1, limit: 50, hasMore: total > data.length };
}

function session(n: number) {
  return {
    id: `0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6e0${n}`,
    userId: omar.id,
    userAgent: `Browser ${n}`,
    ipAddress: `203.0.113.${n}`,
    createdAt: '2026-03-01T08:00:00Z',
    lastUsedAt: '2026-03-02T08:00:00Z',
    expiresAt: '2026-04-01T08:00:00Z',
  };
}

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let handler: Handler = () => undefined;
let sessions = [session(1)];
const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
  const url = new URL(String(input), 'http://localhost');
  const answer = handler(url, init);
  if (answer) return answer;
  if (url.pathname === userPath) return json(200, omar);
  if (url.pathname === `${userPath}/activity`) return json(200, page([]));
  if (url.pathname === '/api/v1/sessions/admin/all') return json(200, page(sessions));
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});

function sent(method: string, pathname: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === pathname;
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function renderUser() {
  const router = createMemoryRouter(
    [{ path: '/admin/management/users/view/:id', Component: UserDetailPage }],
    { initialEntries: [`/admin/management/users/view/${omar.id}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function openEditor(name = 'Edit permissions') {
  renderUser();
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('group', { name: /Direct permissions|الصلاحيات المباشرة/ });
}

beforeEach(() => {
  initI18n();
  granted = ['*'];
  handler = () => undefined;
  sessions = [session(1)];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe("a user's direct permissions", () => {
  it('lists the catalogue by resource with the direct grants checked, and saves the new set', async () => {
    handler = (url, init) =>
      init.method === 'PATCH' && url.pathname === grantPath ? json(200, {}) : undefined;
    const editor = await openEditor();
    const reports = within(editor).getByRole('checkbox', { name: 'Reports: View' });
    expect((reports as HTMLInputElement).checked).toBe(true);
    const exports = within(editor).getByRole('checkbox', { name: 'Vehicles: Export' });
    expect((exports as HTMLInputElement).checked).toBe(false);
    expect(within(editor).getByRole('checkbox', { name: 'All Payments permissions' })).toBeTruthy();

    fireEvent.click(exports);
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));

    await waitFor(() =>
      expect(sent('PATCH', grantPath)).toEqual([
        { permissions: ['reports:read', 'vehicles:export'] },
      ]),
    );
    expect(await screen.findByText('Permissions updated')).toBeTruthy();
    expect(screen.getByText('Permissions updated successfully for Omar Saleh.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Direct permissions' })).toBeNull();
    // the user is read again: the answer is the access, not the user
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith(omar.id)).length).toBe(2),
    );
  });

  it("says 'Failed to grant permissions' when the server refuses, and keeps the editor open", async () => {
    handler = (url, init) =>
      init.method === 'PATCH' && url.pathname === grantPath
        ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' })
        : undefined;
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Failed to grant permissions')).toBeTruthy();
    expect(screen.getByText('The permissions could not be saved. Please try again.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Direct permissions' })).toBeTruthy();
  });

  it('lets the caller change only the permissions they hold themselves', async () => {
    granted = ['users:read', 'users:update', 'roles:assign', 'sessions:read', 'vehicles:*'];
    const editor = await openEditor();
    const held = within(editor).getByRole('checkbox', { name: 'Vehicles: Export' });
    expect((held as HTMLInputElement).disabled).toBe(false);
    const reports = within(editor).getByRole('checkbox', { name: 'Reports: View' });
    expect((reports as HTMLInputElement).disabled).toBe(true);
    expect((reports as HTMLInputElement).checked).toBe(true);
  });

  it('is not offered to someone who may not manage users', async () => {
    granted = ['users:read', 'roles:assign', 'sessions:read'];
    renderUser();
    expect(await screen.findByText('Direct permissions')).toBeTruthy();
    expect(screen.getByText('Reports: View')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit permissions' })).toBeNull();
  });

  it('speaks Arabic, the failure too', async () => {
    await i18n.changeLanguage('ar');
    handler = (url, init) =>
      init.method === 'PATCH' && url.pathname === grantPath
        ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' })
        : undefined;
    const editor = await openEditor('تعديل الصلاحيات');
    expect(within(editor).getByRole('checkbox', { name: 'التقارير: عرض' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الصلاحيات' }));
    expect(await screen.findByText('تعذّر منح الصلاحيات')).toBeTruthy();
  });
});

describe("a user's sessions", () => {
  const warning = /more than 5 active sessions\. Review them and revoke any you do not recognise\./;

  it('warns when the user has more than 5 active sessions', async () => {
    sessions = [1, 2, 3, 4, 5, 6].map(session);
    renderUser();
    expect(await screen.findByText(/^This user has more than 5 active sessions/)).toBeTruthy();
    expect(screen.getByText(warning)).toBeTruthy();
  });

  it('says nothing at 5 sessions', async () => {
    sessions = [1, 2, 3, 4, 5].map(session);
    renderUser();
    expect(await screen.findByText('Browser 5')).toBeTruthy();
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('warns in Arabic', async () => {
    await i18n.changeLanguage('ar');
    sessions = [1, 2, 3, 4, 5, 6].map(session);
    renderUser();
    // the digits are the locale's (Arabic-Indic or Latin, as the browser's Intl has them)
    expect(await screen.findByText(/لدى هذا المستخدم أكثر من [5٥] جلسات نشطة/)).toBeTruthy();
  });
});

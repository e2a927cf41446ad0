import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { UsersListPage } from './users-list-page.tsx';
import { UserDetailPage } from './user-detail-page.tsx';

// The session comes from the auth module: here, an administrator who may do it all.
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: {
      id: 'me',
      email: 'admin@demo.test',
      firstName: 'Ada',
      lastName: 'Admin',
      roles: ['admin'],
      permissions: [],
      tenantId: 't',
      branchId: null,
    },
    activeRole: 'admin',
    can: () => true,
  }),
}));

const layla = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6a11',
  email: 'layla@demo.test',
  firstName: 'Layla',
  lastName: 'Haddad',
  phone: '+966501234567',
  roles: ['admin'],
  permissions: [],
  effectivePermissions: ['*'],
  status: 'active',
  branchId: null,
  preferredLanguage: 'ar',
  lastLoginAt: null,
  passwordChangedAt: null,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
};
const omar = {
  ...layla,
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6a12',
  email: 'omar@demo.test',
  firstName: 'Omar',
  lastName: 'Saleh',
  roles: ['staff'],
  status: 'suspended',
  lastLoginAt: '2026-03-04T08:30:00Z',
};

const overview = {
  permissions: {},
  roles: {
    admin: { label: 'Administrator', description: '', permissions: ['*'], isSystem: true },
    staff: { label: 'Staff Member', description: '', permissions: [], isSystem: true },
  },
  assignableRoles: ['admin', 'manager', 'staff', 'viewer'],
  canManageUsers: true,
  effectivePermissions: ['*'],
};

type Handler = (url: URL, init: RequestInit) => Response | undefined;

const fetchMock = vi.fn<typeof fetch>();
let handler: Handler = () => undefined;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function page(data: unknown[], total = data.length, pageNo = 1, limit = 20) {
  return { data, total, page: pageNo, limit, hasMore: pageNo * limit < total };
}

// Answers GET /permissions and GET /users by default; a test's handler answers first.
function route(url: URL, init: RequestInit): Response {
  const answer = handler(url, init);
  if (answer) return answer;
  const method = init.method ?? 'GET';
  if (method === 'GET' && url.pathname === '/api/v1/permissions') return json(200, overview);
  if (method === 'GET' && url.pathname === '/api/v1/users')
    return json(200, page([layla, omar], 45));
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
}

function calls(method: string, pathname: string): URL[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/management/users', Component: UsersListPage },
      { path: '/admin/management/users/view/:id', Component: UserDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function openCreateForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New user' }));
  return screen.findByRole('dialog', { name: 'New user' });
}

function type(scope: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

async function fillValidUser(dialog: HTMLElement) {
  type(dialog, /First name/, 'Sara');
  type(dialog, /Last name/, 'Nasser');
  type(dialog, /Email address/, 'layla@demo.test');
  type(dialog, /^Password/, 'Str0ng!Pass');
  fireEvent.click(within(dialog).getByRole('combobox', { name: /Roles/ }));
  fireEvent.click(
    await within(dialog).findByRole('option', { name: 'Staff Member', hidden: true }),
  );
}

beforeEach(() => {
  initI18n();
  handler = () => undefined;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) =>
    route(new URL(String(input), 'http://localhost'), init ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  modals.closeAll();
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('users list', () => {
  it('renders the rows the API returns, with translated roles, statuses and "Never"', async () => {
    renderAt('/admin/management/users');

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('link', { name: 'Layla Haddad' })).toBeTruthy();
    const omarRow = within(table).getByRole('link', { name: 'Omar Saleh' }).closest('tr')!;
    expect(within(omarRow).getByText('Staff Member')).toBeTruthy();
    expect(within(omarRow).getByText('Suspended')).toBeTruthy();
    const laylaRow = within(table).getByRole('link', { name: 'Layla Haddad' }).closest('tr')!;
    expect(within(laylaRow).getByText('Administrator')).toBeTruthy();
    expect(within(laylaRow).getByText('Never')).toBeTruthy();
    // two rows on the first page of 45
    expect(screen.getByText('1–2 of 45')).toBeTruthy();

    const [first] = calls('GET', '/api/v1/users');
    expect(first?.searchParams.get('page')).toBe('1');
    expect(first?.searchParams.get('limit')).toBe('20');
    expect(first?.searchParams.get('sort')).toBe('createdAt:desc');
    expect(first?.searchParams.has('search')).toBe(false);
  });

  it('sends the search (debounced), the page, the filters and the sort as query parameters', async () => {
    renderAt('/admin/management/users');
    await screen.findByRole('link', { name: 'Layla Haddad' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'layla' },
    });
    await waitFor(() =>
      expect(calls('GET', '/api/v1/users').at(-1)?.searchParams.get('search')).toBe('layla'),
    );

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(calls('GET', '/api/v1/users').at(-1)?.searchParams.get('page')).toBe('2'),
    );
    expect(calls('GET', '/api/v1/users').at(-1)?.searchParams.get('search')).toBe('layla');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Email' }));
    await waitFor(() => {
      const last = calls('GET', '/api/v1/users').at(-1);
      expect(last?.searchParams.get('sort')).toBe('email:asc');
      expect(last?.searchParams.get('page')).toBe('1');
    });
    const emailHeader = screen.getByRole('button', { name: 'Sort by Email' }).closest('th');
    expect(emailHeader?.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const builder = await screen.findByRole('form', { name: 'Add a filter' });
    fireEvent.click(within(builder).getByRole('combobox', { name: 'Field' }));
    fireEvent.click(within(builder).getByRole('option', { name: 'Status', hidden: true }));
    fireEvent.click(within(builder).getByRole('combobox', { name: 'Value' }));
    fireEvent.click(within(builder).getByRole('option', { name: 'Suspended', hidden: true }));
    fireEvent.click(within(builder).getByRole('button', { name: 'Add filter' }));
    await waitFor(() =>
      expect(calls('GET', '/api/v1/users').at(-1)?.searchParams.get('filter[status][equals]')).toBe(
        'suspended',
      ),
    );
  });

  it('is all Arabic, right to left, when the page is in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/management/users');

    const table = await screen.findByRole('table', { name: 'المستخدمون' });
    await within(table).findByRole('link', { name: 'Layla Haddad' });
    expect(document.documentElement.dir).toBe('rtl');
    for (const text of ['الاسم', 'البريد الإلكتروني', 'الأدوار', 'الحالة', 'آخر تسجيل دخول']) {
      expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(table).getByText('مسؤول النظام')).toBeTruthy();
    expect(within(table).getByText('معلّق')).toBeTruthy();
    expect(within(table).getByText('أبدًا')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مستخدم جديد' })).toBeTruthy();
  });

  it('shows an error state with a retry that loads the list again', async () => {
    let fail = true;
    handler = (url) =>
      url.pathname === '/api/v1/users' && fail
        ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' })
        : undefined;
    renderAt('/admin/management/users');

    expect(await screen.findByText('Failed to load users')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Layla Haddad' })).toBeTruthy();
  });

  it('asks for confirmation before deleting, and only then calls DELETE', async () => {
    handler = (url, init) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined;
    renderAt('/admin/management/users');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Omar Saleh' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText(/Delete Omar Saleh \(omar@demo.test\)\?/)).toBeTruthy();
    expect(calls('DELETE', `/api/v1/users/${omar.id}`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));

    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(calls('DELETE', `/api/v1/users/${omar.id}`)).toHaveLength(1);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    renderAt('/admin/management/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Omar Saleh' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete user' })).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});

describe('create user form', () => {
  it('shows translated validation errors and sends nothing when invalid', async () => {
    renderAt('/admin/management/users');
    const dialog = await openCreateForm();

    type(dialog, /Email address/, 'not-an-email');
    type(dialog, /^Password/, 'short');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Please select at least one role')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/First name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls('POST', '/api/v1/users')).toHaveLength(0);
  });

  it('shows the errors in Arabic when the page is in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/management/users');
    fireEvent.click(await screen.findByRole('button', { name: 'مستخدم جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'مستخدم جديد' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء المستخدم' }));

    expect((await within(dialog).findAllByText('هذا الحقل مطلوب')).length).toBe(4);
    const emailDir = within(dialog)
      .getByLabelText(/البريد الإلكتروني/)
      .closest('[dir]');
    expect(emailDir?.getAttribute('dir')).toBe('ltr');
    expect(calls('POST', '/api/v1/users')).toHaveLength(0);
  });

  it('posts the validated body and thanks with a toast', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/users'
        ? json(201, { ...layla, id: 'new-id', firstName: 'Sara', lastName: 'Nasser' })
        : undefined;
    renderAt('/admin/management/users');
    const dialog = await openCreateForm();
    await fillValidUser(dialog);
    type(dialog, /Email address/, ' Sara@Demo.test ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('User created')).toBeTruthy();
    const [init] = fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST').map(([, i]) => i);
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Sara',
      lastName: 'Nasser',
      email: 'sara@demo.test',
      roles: ['staff'],
      status: 'active',
      password: 'Str0ng!Pass',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New user' })).toBeNull());
  });

  it('maps a 409 duplicate email onto the email field and keeps the form open', async () => {
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/users'
        ? json(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Email already in use',
            details: [{ path: 'body.email', message: 'This email address is already in use' }],
          })
        : undefined;
    renderAt('/admin/management/users');
    const dialog = await openCreateForm();
    await fillValidUser(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(await within(dialog).findByText('This email address is already in use')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Email address/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByText('User created')).toBeNull();
    expect(calls('POST', '/api/v1/users')).toHaveLength(1);
  });
});

describe('edit user form', () => {
  it('keeps the password when left empty and sends only the changed fields', async () => {
    handler = (url, init) =>
      init.method === 'PATCH' && url.pathname === `/api/v1/users/${omar.id}`
        ? json(200, { ...omar, lastName: 'Al-Saleh' })
        : undefined;
    renderAt('/admin/management/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Omar Saleh' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });

    expect(within(dialog).getByText('Leave empty to keep the current password')).toBeTruthy();
    type(dialog, /Last name/, 'Al-Saleh');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('User updated')).toBeTruthy();
    const [patch] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ lastName: 'Al-Saleh' });
  });

  it("shows 'Failed to update the user information' when the update fails", async () => {
    handler = (_url, init) =>
      init.method === 'PATCH'
        ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' })
        : undefined;
    renderAt('/admin/management/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Omar Saleh' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    type(dialog, /First name/, 'Omer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Failed to update the user information. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeTruthy();
  });
});

describe('user details', () => {
  it("shows 'User not found' for a 404", async () => {
    renderAt('/admin/management/users/view/missing');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to users' })).toBeTruthy();
  });

  it('shows the sections and rejects a password confirmation that does not match', async () => {
    handler = (url) => {
      if (url.pathname === `/api/v1/users/${omar.id}`) return json(200, omar);
      if (url.pathname === `/api/v1/users/${omar.id}/activity`)
        return json(200, page([], 0, 1, 10));
      if (url.pathname === '/api/v1/sessions/admin/all') return json(200, page([], 0));
      return undefined;
    };
    renderAt(`/admin/management/users/view/${omar.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Omar Saleh' })).toBeTruthy();
    for (const name of [
      'Basic information',
      'Contact information',
      'Security and access',
      'Roles and permissions',
      'Session management',
      'Activity log',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    // suspended -> activate or deactivate, never suspend again (the user status machine)
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(calls('GET', '/api/v1/sessions/admin/all')[0]?.searchParams.get('userId')).toBe(omar.id);

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    type(dialog, /^New password/, 'Str0ng!Pass');
    type(dialog, /Confirm new password/, 'Str0ng!Pasx');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await within(dialog).findByText('Passwords do not match')).toBeTruthy();
    expect(calls('POST', `/api/v1/users/${omar.id}/password`)).toHaveLength(0);
  });
});

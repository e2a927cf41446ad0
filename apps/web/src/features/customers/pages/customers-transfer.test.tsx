import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { customerFetch, json, type Handler } from '../testing/customer-fixtures.ts';
import { CustomersListPage } from './customers-list-page.tsx';

let granted: string[] = [];
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: null,
    activeRole: 'admin',
    can: (permission: string) => granted.includes('*') || granted.includes(permission),
  }),
}));

let handler: Handler = () => undefined;
const { mock: fetchMock, calls } = customerFetch(() => handler);

function renderList(path = '/admin/management/customers') {
  const router = createMemoryRouter(
    [{ path: '/admin/management/customers', Component: CustomersListPage }],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  initI18n();
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  modals.closeAll();
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('customers list: export and import', () => {
  it('exports the list as it is filtered, as the chosen format', async () => {
    granted = ['*'];
    handler = (url) =>
      url.pathname === '/api/v1/customers/export'
        ? new Response('First name\nNoura\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="customers-2026-02-01.csv"',
            },
          })
        : undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:c'), revokeObjectURL: vi.fn() }),
    );
    renderList('/admin/management/customers?search=noura&filter[status][equals]=pending');
    await screen.findByRole('link', { name: 'Noura Al-Harbi' });

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(calls('GET', '/api/v1/customers/export')).toHaveLength(1));
    const [url] = calls('GET', '/api/v1/customers/export')[0]!;
    const params = new URL(String(url), 'http://localhost').searchParams;
    expect(params.get('format')).toBe('xlsx');
    expect(params.get('search')).toBe('noura');
    expect(params.get('filter[status][equals]')).toBe('pending');
    expect(await screen.findByText('customers-2026-02-01.csv was downloaded.')).toBeTruthy();
  });

  it('uploads a file to the import and shows the row report', async () => {
    granted = ['*'];
    handler = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/customers/import'
        ? json(200, {
            created: 1,
            updated: 0,
            failed: [
              {
                row: 3,
                errors: [{ path: 'email', message: 'A customer with this email already exists' }],
              },
            ],
            message: 'Some customers failed validation during import',
          })
        : undefined;
    renderList();
    await screen.findByRole('link', { name: 'Noura Al-Harbi' });
    const listCalls = calls('GET', '/api/v1/customers').length;

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from a file' });
    const input = dialog.querySelector('input[type="file"]')!;
    const file = new File(['firstName,lastName\nRana,Saleh\n'], 'customers.csv', {
      type: 'text/csv',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByText('Selected file: customers.csv')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('Created: 1')).toBeTruthy();
    expect(within(dialog).getByText('A customer with this email already exists')).toBeTruthy();
    const [, init] = calls('POST', '/api/v1/customers/import')[0]!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(calls('GET', '/api/v1/customers').length).toBeGreaterThan(listCalls),
    );
  });

  it('offers neither to a viewer', async () => {
    granted = ['customers:read'];
    renderList();
    await screen.findByRole('link', { name: 'Noura Al-Harbi' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('offers only the export to a manager, in Arabic', async () => {
    granted = ['customers:read', 'customers:export'];
    await i18n.changeLanguage('ar');
    renderList();
    await screen.findByRole('link', { name: 'Noura Al-Harbi' });
    expect(screen.getByRole('button', { name: 'تصدير' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'استيراد' })).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ContextMenuProvider } from 'mantine-contextmenu';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { DataGrid } from './data-grid.tsx';
import { ImportReportView } from './import-report.tsx';
import type { BulkAction, GridColumn, GridPage, GridQuery } from './types.ts';

type Item = { id: string; name: string; status: string };
const items: Item[] = [
  { id: '1', name: 'Alpha', status: 'active' },
  { id: '2', name: 'Beta', status: 'suspended' },
];

const columns: GridColumn<Item>[] = [
  { key: 'name', title: 'Name', sortField: 'name', hideable: false },
  {
    key: 'status',
    title: 'State',
    filter: {
      type: 'enum',
      operators: ['equals', 'in', 'notIn'],
      options: [
        { value: 'active', label: 'Active' },
        { value: 'suspended', label: 'Suspended' },
      ],
    },
  },
];

const fetchPage = vi.fn<(query: GridQuery) => Promise<GridPage<Item>>>();
const bulkRun = vi.fn<(records: Item[]) => void>();
const bulkActions: BulkAction<Item>[] = [{ key: 'archive', label: 'Archive', onRun: bulkRun }];

function renderGrid(path = '/items', extra: { canExport?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/items',
        element: (
          <ContextMenuProvider>
            <DataGrid<Item>
              id="items"
              resource="/items"
              columns={columns}
              defaultSort={{ field: 'name', direction: 'asc' }}
              queryKey={(query) => ['items', query]}
              fetchPage={(query) => fetchPage(query)}
              rowKey={(item) => item.id}
              rowName={(item) => item.name}
              bulkActions={bulkActions}
              rowActions={[{ key: 'open', label: 'Open', onClick: () => undefined }]}
              canExport={extra.canExport}
              texts={{
                tableLabel: 'Items',
                searchLabel: 'Search items',
                empty: { title: 'No items', description: 'None yet' },
                error: { title: 'Failed to load items', description: 'Try again later' },
              }}
            />
          </ContextMenuProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const address = (router: ReturnType<typeof renderGrid>) =>
  new URLSearchParams(router.state.location.search);
const lastQuery = () => fetchPage.mock.calls.at(-1)?.[0];

beforeEach(() => {
  initI18n();
  window.localStorage.clear();
  fetchPage.mockReset();
  fetchPage.mockResolvedValue({ data: items, total: 45 });
  bulkRun.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('data grid', () => {
  it('turns a filter in the address into the API query, and a removed chip back', async () => {
    const router = renderGrid('/items?filter[status][in]=active,suspended&page=2&limit=10');
    await screen.findByText('Alpha');
    expect(lastQuery()).toEqual({
      page: 2,
      limit: 10,
      search: '',
      sort: { field: 'name', direction: 'asc' },
      filters: [{ field: 'status', op: 'in', value: ['active', 'suspended'] }],
    });
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('State is any of Active, Suspended')).toBeTruthy();

    fireEvent.click(
      within(chips).getByRole('button', {
        name: 'Remove filter State is any of Active, Suspended',
      }),
    );
    await waitFor(() => expect(lastQuery()?.filters).toEqual([]));
    expect(address(router).has('filter[status][in]')).toBe(false);
    expect(address(router).get('page')).toBeNull();
    expect(address(router).get('limit')).toBe('10');
  });

  it('says "more than" when the server stopped counting, and still offers the next page', async () => {
    fetchPage.mockResolvedValue({ data: items, total: 1000, totalCapped: true });
    renderGrid('/items?limit=10');
    expect(await screen.findByText(/of more than 1,000$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
  });

  it('toggles the sort from the header and announces it', async () => {
    const router = renderGrid();
    const sortButton = await screen.findByRole('button', { name: 'Sort by Name' });
    expect(sortButton.closest('th')?.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(sortButton);
    await waitFor(() => expect(lastQuery()?.sort).toEqual({ field: 'name', direction: 'desc' }));
    expect(address(router).get('sort')).toBe('name:desc');
    expect(
      screen.getByRole('button', { name: 'Sort by Name' }).closest('th')?.getAttribute('aria-sort'),
    ).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(lastQuery()?.sort.direction).toBe('asc'));
    expect(address(router).get('sort')).toBeNull();
  });

  it('builds an "is any of" filter in the filters popover', async () => {
    const router = renderGrid();
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('form', { name: 'Add a filter' });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Condition' }));
    fireEvent.click(within(form).getByRole('option', { name: 'is any of', hidden: true }));
    const value = within(form).getByRole('combobox', { name: 'Value' });
    fireEvent.click(value);
    fireEvent.click(within(form).getByRole('option', { name: 'Active', hidden: true }));
    fireEvent.click(within(form).getByRole('option', { name: 'Suspended', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add filter' }));

    await waitFor(() =>
      expect(lastQuery()?.filters).toEqual([
        { field: 'status', op: 'in', value: ['active', 'suspended'] },
      ]),
    );
    expect(address(router).get('filter[status][in]')).toBe('active,suspended');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    // Three comboboxes opened one after the other: slow on a busy machine.
  }, 20_000);

  it('remembers hidden columns per grid', async () => {
    renderGrid();
    await screen.findByText('Alpha');
    expect(screen.getByRole('columnheader', { name: 'State' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'State' }));

    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'State' })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem('motorpool.grid.items.columns') ?? '{}')).toEqual(
      {
        hidden: ['status'],
      },
    );
    expect(screen.getByRole('checkbox', { name: 'Name' }).hasAttribute('disabled')).toBe(true);
  });

  it('starts with the remembered columns hidden', async () => {
    window.localStorage.setItem(
      'motorpool.grid.items.columns',
      JSON.stringify({ hidden: ['status'] }),
    );
    renderGrid();
    await screen.findByText('Alpha');
    expect(screen.queryByRole('columnheader', { name: 'State' })).toBeNull();
  });

  it('runs a bulk action on the selected rows and clears the selection', async () => {
    renderGrid();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Beta' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(bulkRun).toHaveBeenCalledWith([items[1]]));
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
  });

  it('clears the selection when the page changes', async () => {
    renderGrid();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(await screen.findByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()?.page).toBe(2));
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('downloads the export with the list state and the session headers', async () => {
    window.localStorage.setItem('motorpool.tenantId', 'tenant-1');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response('name\nAlpha\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="items.csv"',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:items');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderGrid('/items?search=al&filter[status][equals]=active', { canExport: true });
    await screen.findByText('Alpha');

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    const called = new URL(String(url), 'http://localhost');
    expect(called.pathname).toBe('/api/v1/items/export');
    expect(called.searchParams.get('format')).toBe('csv');
    expect(called.searchParams.get('search')).toBe('al');
    expect(called.searchParams.get('filter[status][equals]')).toBe('active');
    expect(called.searchParams.get('sort')).toBe('name:asc');
    expect(called.searchParams.has('page')).toBe(false);
    expect((init?.headers as Record<string, string>)['x-tenant-id']).toBe('tenant-1');
    expect(await screen.findByText('items.csv was downloaded.')).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('answers the keyboard shortcuts, but not while typing', async () => {
    const router = renderGrid();
    await screen.findByText('Alpha');
    fireEvent.keyDown(document.documentElement, { key: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search items' });
    expect(document.activeElement).toBe(search);

    fireEvent.keyDown(search, { key: ']' });
    expect(address(router).get('page')).toBeNull();

    act(() => search.blur());
    fireEvent.keyDown(document.documentElement, { key: ']' });
    await waitFor(() => expect(address(router).get('page')).toBe('2'));
    fireEvent.keyDown(document.documentElement, { key: 'ArrowLeft' });
    await waitFor(() => expect(address(router).get('page')).toBeNull());

    fireEvent.keyDown(document.documentElement, { key: 'f' });
    expect(await screen.findByRole('form', { name: 'Add a filter' })).toBeTruthy();

    fireEvent.keyDown(document.documentElement, { key: '?', shiftKey: true });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('says there are no records on a page past the end, in Arabic on an Arabic page', async () => {
    fetchPage.mockResolvedValue({ data: [], total: 0 });
    await i18n.changeLanguage('ar');
    try {
      renderGrid('/items?page=3');
      expect(await screen.findByText('لا توجد سجلات في هذه الصفحة')).toBeTruthy();
      expect(screen.queryByText('No records')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('import report', () => {
  it('shows the counts and every refused row', () => {
    renderWithProviders(
      <ImportReportView
        report={{
          created: 3,
          updated: 1,
          failed: [{ row: 4, errors: [{ path: 'email', message: 'Invalid email' }] }],
        }}
      />,
    );
    expect(screen.getByText('Created: 3')).toBeTruthy();
    expect(screen.getByText('Updated: 1')).toBeTruthy();
    expect(screen.getByText('Rows not imported: 1')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows that were not imported' });
    const row = within(table).getByText('Invalid email').closest('tr')!;
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('email')).toBeTruthy();
  });
});

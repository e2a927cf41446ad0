import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ContextMenuProvider } from 'mantine-contextmenu';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '../i18n/i18n.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { DataGrid } from './data-grid.tsx';
import type { GridColumn } from './types.ts';

type Item = { id: string; name: string; email: string; status: string; city: string };
const items: Item[] = [
  { id: '1', name: 'Alpha', email: 'alpha@demo.test', status: 'active', city: 'Riyadh' },
];

const columns: GridColumn<Item>[] = [
  { key: 'name', title: 'Name' },
  { key: 'email', title: 'Email' },
  { key: 'status', title: 'State', visibleFrom: 'base' },
  { key: 'city', title: 'City' },
];

// A screen `width` px wide: min-width media queries match as a browser of that width would.
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const px = min ? Number(min[1]) * (min[2] === 'em' ? 16 : 1) : 0;
    return {
      matches: width >= px,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

function renderGrid() {
  const router = createMemoryRouter(
    [
      {
        path: '/items',
        element: (
          <ContextMenuProvider>
            <DataGrid<Item>
              id="phone-items"
              resource="/items"
              columns={columns}
              defaultSort={{ field: 'name', direction: 'asc' }}
              queryKey={(query) => ['phone-items', query]}
              fetchPage={() => Promise.resolve({ data: items, total: 1 })}
              rowKey={(item) => item.id}
              rowName={(item) => item.name}
              rowActions={[{ key: 'open', label: 'Open', onClick: () => undefined }]}
              texts={{
                tableLabel: 'Items',
                searchLabel: 'Search items',
                empty: { title: 'No items', description: 'None yet' },
                error: { title: 'Failed', description: 'Try again later' },
              }}
            />
          </ContextMenuProvider>
        ),
      },
    ],
    { initialEntries: ['/items'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  initI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const headers = async () => {
  const table = await screen.findByRole('table', { name: 'Items' });
  await within(table).findByText('Alpha');
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
};

describe('data grid on a phone', () => {
  it('shows at 360 px the first two columns, those declared for every screen and the actions', async () => {
    screenOf(360);
    renderGrid();
    await waitFor(async () =>
      expect(await headers()).toEqual(['Name', 'Email', 'State', 'Actions']),
    );
  });

  it('shows every column on a desktop', async () => {
    screenOf(1280);
    renderGrid();
    await waitFor(async () =>
      expect(await headers()).toEqual(['Name', 'Email', 'State', 'City', 'Actions']),
    );
  });
});

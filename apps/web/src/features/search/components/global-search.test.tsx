import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { IconCar, IconSettings } from '@tabler/icons-react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { GlobalSearch, searchSpotlight, type SearchSuggestion } from './global-search.tsx';

const suggestions: SearchSuggestion[] = [
  { label: 'Vehicles', to: '/admin/fleet/vehicles', Icon: IconCar },
  { label: 'Settings', to: '/admin/support/settings', Icon: IconSettings },
];

const fetchMock = vi.fn<typeof fetch>();

function renderSearch(scope: 'records' | 'pages') {
  const router = createMemoryRouter(
    [{ path: '*', element: <GlobalSearch suggestions={suggestions} scope={scope} /> }],
    { initialEntries: ['/admin'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  act(() => searchSpotlight.open());
  return router;
}

const searchBox = () => screen.getByRole('textbox', { name: 'Search' });

beforeEach(() => {
  initI18n();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return Response.json({
      query: url.searchParams.get('q'),
      results: [
        { category: 'customers', id: 'c1', title: 'Zaid Haddad', subtitle: null, score: 1 },
        { category: 'customers', id: 'c2', title: 'Zaidan Haddad', subtitle: null, score: 0.8 },
      ],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => searchSpotlight.close());
  vi.unstubAllGlobals();
});

describe('global search', () => {
  it('opens the first result on Enter, without an arrow key first', async () => {
    const router = renderSearch('records');
    fireEvent.change(searchBox(), { target: { value: 'Zaid' } });
    await screen.findByText('Zaidan Haddad');
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/c1$/));
  });

  it('opens the first result on an Enter pressed before the results came', async () => {
    const router = renderSearch('records');
    fireEvent.change(searchBox(), { target: { value: 'Zaid' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/c1$/));
  });

  it('outside a company finds pages and never asks the company search', async () => {
    const router = renderSearch('pages');
    fireEvent.change(searchBox(), { target: { value: 'sett' } });
    expect(await screen.findByText('Settings')).toBeTruthy();
    expect(screen.queryByText(/unavailable/)).toBeNull();
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/support/settings'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

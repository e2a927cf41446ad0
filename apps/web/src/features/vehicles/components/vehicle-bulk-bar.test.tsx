import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hasPermission } from '@motorpool/domain/permissions';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { bodiesOf, camry, json, stubApi } from '../testing/vehicle-fixtures.ts';
import { VehiclesBrowser } from './vehicles-browser.tsx';

let granted: string[] = [];
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: null,
    activeRole: 'staff',
    can: (permission: string) => hasPermission(granted, permission),
  }),
}));

const corolla = {
  ...camry,
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c02',
  model: 'Corolla',
  licensePlate: 'XYZ 9876',
};
const page = { data: [camry, corolla], total: 2, page: 1, limit: 20, hasMore: false };

beforeEach(() => initI18n());
afterEach(() => {
  granted = [];
  vi.unstubAllGlobals();
});

function renderList(bulk: () => Response) {
  const fetchMock = stubApi((url, init) => {
    if (url.pathname === '/api/v1/vehicles') return json(200, page);
    if (url.pathname.startsWith('/api/v1/vehicles/bulk/') && init.method === 'POST') return bulk();
    return undefined;
  });
  renderWithProviders(
    <MemoryRouter>
      <VehiclesBrowser />
    </MemoryRouter>,
  );
  return fetchMock;
}

async function selectAll() {
  await screen.findByText('XYZ 9876');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  return screen.findByRole('region', { name: 'Actions on the selected vehicles' });
}

describe('vehicle bulk actions', { timeout: 30_000 }, () => {
  it('retires the selected vehicles after confirmation', async () => {
    granted = ['vehicles:status', 'vehicles:update'];
    const fetchMock = renderList(() => json(200, { updated: 2 }));
    const bar = await selectAll();
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Selected vehicles: 2\. Retire them\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/v1/vehicles/bulk/retire')).toEqual([
        { ids: [camry.id, corolla.id] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).toBeNull());
  });

  it('names each refused vehicle with its reason, and keeps the selection', async () => {
    granted = ['vehicles:status'];
    renderList(() =>
      json(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: '1 of the selected vehicles cannot take this change, so no vehicle was changed',
        details: [{ path: 'body.ids.1', message: 'This vehicle is out on a rental' }],
      }),
    );
    const bar = await selectAll();
    fireEvent.click(within(bar).getByRole('button', { name: 'Change status' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Maintenance' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText(
        '2024 Toyota Corolla (XYZ 9876): This vehicle is out on a rental',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Actions on the selected vehicles' })).toBeTruthy();
  });

  it('offers no selection to a reader', async () => {
    renderList(() => json(200, { updated: 0 }));
    expect(await screen.findByText('ABC 1234')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('exports just the selected vehicles', async () => {
    granted = ['vehicles:export'];
    const fetchMock = renderList(() => json(200, { updated: 0 }));
    const bar = await selectAll();
    fireEvent.click(within(bar).getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://l'));
      const exported = urls.find((u) => u.pathname === '/api/v1/vehicles/export');
      expect(exported?.searchParams.get('filter[id][in]')).toBe(`${camry.id},${corolla.id}`);
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { BranchForm } from './branch-form.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => false }),
}));

const branch: BranchView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b01',
  name: 'Riyadh Airport',
  code: 'RUH-01',
  address: 'King Khalid International Airport',
  city: 'Riyadh',
  country: 'SA',
  phone: '+966112345678',
  email: 'ruh@demo.test',
  latitude: null,
  longitude: null,
  status: 'active',
  operatingHours: null,
  amenities: [],
  managerId: null,
  managerName: null,
  vehicleCount: 0,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The server's copy of the branch, renamed by the PATCH.
let stored = branch;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (init?.method === 'PATCH') {
    stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<BranchView>) };
    return json(200, stored);
  }
  if (url.pathname === '/api/v1/branches') {
    return json(200, { data: [stored], total: 1, totalCapped: false, page: 1, limit: 100 });
  }
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
});

const optionsRequests = () =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === 'GET' && url.pathname === '/api/v1/branches';
  }).length;

// Another feature's reader of the branches (the vehicles' branch filter and select, say).
function BranchNames() {
  const options = useBranchOptions();
  return <p data-testid="options">{options.data?.map((o) => o.name).join(', ')}</p>;
}

beforeEach(() => {
  initI18n();
  stored = branch;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('branch reference data', () => {
  it('refetches the branch options other features read after a branch is saved', async () => {
    renderWithProviders(
      <>
        <BranchNames />
        <BranchForm branch={branch} onDone={vi.fn()} onCancel={vi.fn()} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('options').textContent).toBe('Riyadh Airport'));
    expect(optionsRequests()).toBe(1);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Riyadh Terminal 5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByTestId('options').textContent).toBe('Riyadh Terminal 5'),
    );
    expect(optionsRequests()).toBe(2);
  });
});

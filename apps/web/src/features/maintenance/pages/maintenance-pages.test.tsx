import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { json, maintenanceServer, workOrder, type Route } from '../testing/maintenance-fixtures.ts';
import { VehicleWorkOrders } from '../components/vehicle-work-orders.tsx';
import { MaintenanceDetailPage } from './maintenance-detail-page.tsx';
import { MaintenancePage } from './maintenance-page.tsx';

let granted: (permission: string) => boolean = () => true;
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'staff', can: (p: string) => granted(p) }),
}));

const pending = workOrder('pending', { source: 'driverReport' });
const inProgress = workOrder('in_progress', {
  notes: [
    {
      id: '0191c000-0000-7000-8000-0000000000e1',
      type: 'technical',
      content: 'Rotors within tolerance',
      createdBy: null,
      createdByName: 'Omar Haddad',
      createdAt: '2026-05-01T07:00:00Z',
    },
  ],
  timeline: [
    {
      id: '0191c000-0000-7000-8000-0000000000f1',
      event: 'started',
      fromStatus: 'scheduled',
      toStatus: 'in_progress',
      note: null,
      actorId: null,
      actorName: 'Omar Haddad',
      createdAt: '2026-05-01T06:05:00Z',
    },
  ],
});
const onHold = workOrder('on_hold');
const completed = workOrder('completed', { actualCost: 48050 });

let route: Route = () => undefined;
const server = maintenanceServer([pending, inProgress, onHold, completed], () => route);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/management/maintenances', Component: MaintenancePage },
      { path: '/admin/management/maintenances/view/:id', Component: MaintenanceDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function rowMenu(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${number}` }));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

const headerButtons = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) =>
      [
        'Schedule',
        'Start work',
        'Pause work',
        'Resume work',
        'Mark completed',
        'Cancel order',
        'Edit',
        'Delete',
      ].includes(text ?? ''),
    );

beforeEach(() => {
  granted = () => true;
  route = () => undefined;
  server.reset();
  vi.stubGlobal('fetch', server.fetchStub);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('maintenance list', () => {
  it('shows each order with its vehicle, status and cost', async () => {
    renderAt('/admin/management/maintenances');
    const table = await screen.findByRole('table', { name: 'Work orders' });
    const row = (await within(table).findByRole('link', { name: 'WO-000105' })).closest('tr')!;
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByText('Toyota Camry')).toBeTruthy();
    expect(within(row).getByText(/480\.50/)).toBeTruthy();
  });

  it('offers only the steps the status allows', async () => {
    renderAt('/admin/management/maintenances');
    expect(await rowMenu('WO-000101')).toEqual(['View', 'Schedule', 'Start work', 'Cancel order']);
    expect(await rowMenu('WO-000103')).toEqual([
      'View',
      'Pause work',
      'Mark completed',
      'Cancel order',
    ]);
    expect(await rowMenu('WO-000104')).toEqual([
      'View',
      'Resume work',
      'Mark completed',
      'Cancel order',
    ]);
    expect(await rowMenu('WO-000105')).toEqual(['View']);
  });

  it('offers no step, no new order and no report to a viewer', async () => {
    granted = (permission) => permission.endsWith(':read');
    renderAt('/admin/management/maintenances');
    expect(await rowMenu('WO-000103')).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'New work order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
  });

  it('groups the orders by status on the board', async () => {
    renderAt('/admin/management/maintenances?view=board');
    const column = await screen.findByRole('region', { name: 'On hold' });
    expect(await within(column).findByRole('link', { name: 'WO-000104' })).toBeTruthy();
    expect(within(column).queryByRole('link', { name: 'WO-000103' })).toBeNull();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/management/maintenances');
    expect(await screen.findByRole('heading', { name: 'الصيانة' })).toBeTruthy();
    expect(await screen.findByText('بانتظار المراجعة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أمر عمل جديد' })).toBeTruthy();
  });
});

describe('work order details', () => {
  it('shows the vehicle, service, parts, costs, notes and timeline', async () => {
    renderAt(`/admin/management/maintenances/view/${inProgress.id}`);
    expect(await screen.findByRole('heading', { name: 'WO-000103' })).toBeTruthy();
    const vehicleCard = screen.getByRole('region', { name: 'Vehicle' });
    expect(within(vehicleCard).getByText('ABC-1234')).toBeTruthy();
    const parts = screen.getByRole('region', { name: 'Parts' });
    expect(within(parts).getByText('Brake pad set')).toBeTruthy();
    expect((await within(parts).findAllByText(/250\.00/)).length).toBeGreaterThan(0);
    const cost = screen.getByRole('region', { name: 'Cost breakdown' });
    expect(within(cost).getByTestId('cost-total').textContent).toMatch(/525\.00/);
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Rotors within tolerance')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Work started')).toBeTruthy();
  });

  it('offers the steps of the status and the user', async () => {
    renderAt(`/admin/management/maintenances/view/${inProgress.id}`);
    await screen.findByRole('heading', { name: 'WO-000103' });
    expect(headerButtons()).toEqual([
      'Pause work',
      'Mark completed',
      'Cancel order',
      'Edit',
      'Delete',
    ]);
  });

  it('offers nothing to change a completed order but its deletion', async () => {
    renderAt(`/admin/management/maintenances/view/${completed.id}`);
    await screen.findByRole('heading', { name: 'WO-000105' });
    expect(headerButtons()).toEqual(['Delete']);
    expect(screen.queryByRole('button', { name: 'Add part' })).toBeNull();
  });

  it('offers no button at all to a viewer', async () => {
    granted = (permission) => permission.endsWith(':read');
    renderAt(`/admin/management/maintenances/view/${onHold.id}`);
    await screen.findByRole('heading', { name: 'WO-000104' });
    expect(headerButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('pauses the work from the header and shows the new status', async () => {
    route = (method, path) =>
      method === 'POST' && path === `/maintenance/${inProgress.id}/pause`
        ? json(200, { ...inProgress, status: 'on_hold' })
        : undefined;
    renderAt(`/admin/management/maintenances/view/${inProgress.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause work on WO-000103' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause work' }));
    expect(await screen.findByRole('button', { name: 'Resume work' })).toBeTruthy();
    expect(server.sent('POST', `/maintenance/${inProgress.id}/pause`)).toEqual([{}]);
  });
});

describe("a vehicle's work orders", () => {
  it('lists them with their status and cost, each linking to its page', async () => {
    renderWithProviders(
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', Component: () => <VehicleWorkOrders vehicleId={completed.vehicleId} /> },
        ])}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Work orders of this vehicle' });
    const row = (await within(table).findByRole('link', { name: 'WO-000105' })).closest('tr')!;
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(await within(row).findByText(/480\.50/)).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'WO-000101' })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  json,
  maintenanceServer,
  vehicle,
  workOrder,
  type Route,
} from '../testing/maintenance-fixtures.ts';
import { ActionDialog } from './action-dialog.tsx';
import { DriverReportForm } from './driver-report-form.tsx';
import { WorkOrderForm } from './work-order-form.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'staff', can: () => true }),
}));

let route: Route = () => undefined;
const server = maintenanceServer([], () => route);

beforeEach(() => {
  route = () => undefined;
  server.reset();
  vi.stubGlobal('fetch', server.fetchStub);
  // jsdom has no object URLs: the photo previews get a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('work order form', () => {
  it('says what is missing, in English, and sends nothing', async () => {
    renderWithProviders(<WorkOrderForm onClose={() => {}} onSaved={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create work order' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    expect(server.sent('POST', '/maintenance')).toHaveLength(0);
  });

  it('says what is missing in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<WorkOrderForm onClose={() => {}} onSaved={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'إنشاء أمر العمل' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThanOrEqual(3);
    expect(server.sent('POST', '/maintenance')).toHaveLength(0);
  });

  it('totals the breakdown as it is typed and sends money in minor units', async () => {
    const saved = workOrder('pending');
    route = (method, path) =>
      method === 'POST' && path === '/maintenance' ? json(201, saved) : undefined;
    const onSaved = vi.fn();
    renderWithProviders(
      <WorkOrderForm vehicleId={vehicle.id} onClose={() => {}} onSaved={onSaved} />,
    );
    type(/^Issue/, 'Brakes squeal');
    type(/^Work to do/, 'Replace the pads');
    fireEvent.click(screen.getByRole('button', { name: 'Add part' }));
    type(/^Name/, 'Brake pad set');
    type(/^Quantity/, '2');
    type(/^Unit cost/, '125.00');
    type(/^Labour hours/, '2.5');
    type(/^Labour rate/, '100');
    type(/^Supplies/, '25');
    const total = await screen.findByTestId('cost-total');
    await waitFor(() => expect(total.textContent).toMatch(/525\.00/));

    fireEvent.click(screen.getByRole('button', { name: 'Create work order' }));
    await waitFor(() => expect(server.sent('POST', '/maintenance')).toHaveLength(1));
    expect(server.sent('POST', '/maintenance')[0]).toEqual({
      vehicleId: vehicle.id,
      type: 'corrective',
      priority: 'medium',
      severity: 'moderate',
      issue: 'Brakes squeal',
      description: 'Replace the pads',
      parts: [{ name: 'Brake pad set', quantity: 2, unitCost: 12500 }],
      labor: { hours: 2.5, rate: 10000 },
      suppliesCost: 2500,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  }, 20_000);

  it('refuses a part without a positive quantity', async () => {
    renderWithProviders(
      <WorkOrderForm vehicleId={vehicle.id} onClose={() => {}} onSaved={() => {}} />,
    );
    type(/^Issue/, 'Brakes squeal');
    type(/^Work to do/, 'Replace the pads');
    fireEvent.click(screen.getByRole('button', { name: 'Add part' }));
    type(/^Name/, 'Brake pad set');
    type(/^Quantity/, '0');
    type(/^Unit cost/, '10');
    fireEvent.click(screen.getByRole('button', { name: 'Create work order' }));
    expect(await screen.findByText('Value must be greater than zero')).toBeTruthy();
    expect(server.sent('POST', '/maintenance')).toHaveLength(0);
  });
});

describe('complete dialog', () => {
  it('asks for the actual cost, duration and mileage and sends them', async () => {
    const order = workOrder('in_progress');
    route = (method, path) =>
      method === 'POST' && path === `/maintenance/${order.id}/complete`
        ? json(200, { ...order, status: 'completed' })
        : undefined;
    const onClose = vi.fn();
    renderWithProviders(<ActionDialog target={{ order, action: 'complete' }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Complete WO-000103' });
    fireEvent.change(within(dialog).getByLabelText(/^Actual cost/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(server.sent('POST', `/maintenance/${order.id}/complete`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Actual cost/), {
      target: { value: '480.50' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Actual duration/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Odometer/), { target: { value: '42150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent('POST', `/maintenance/${order.id}/complete`)).toEqual([
      { actualCost: 48050, actualDuration: 3, mileage: 42150 },
    ]);
  }, 20_000);

  it('shows the API message when the status moved meanwhile', async () => {
    const order = workOrder('in_progress');
    route = (method) =>
      method === 'POST'
        ? json(409, { statusCode: 409, code: 'CONFLICT', message: 'Cannot pause now' })
        : undefined;
    renderWithProviders(<ActionDialog target={{ order, action: 'pause' }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pause work on WO-000103' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause work' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Cannot pause now',
    );
  });
});

describe('driver report', () => {
  it('files the report, then uploads its photo to the new order', async () => {
    const report = workOrder('pending', { source: 'driverReport' });
    route = (method, path) => {
      if (method === 'POST' && path === '/maintenance/driver-reports') return json(201, report);
      if (method === 'POST' && path === `/maintenance/${report.id}/attachments`)
        return json(201, { id: 'x' });
      return undefined;
    };
    const onSaved = vi.fn();
    renderWithProviders(
      <DriverReportForm vehicleId={vehicle.id} onClose={() => {}} onSaved={onSaved} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();

    type(/^What is wrong/, 'Flat tyre on the front left');
    fireEvent.click(screen.getByRole('radio', { name: 'Major' }));
    const photo = new File(['jpeg'], 'tyre.jpg', { type: 'image/jpeg' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByRole('button', { name: 'Remove photo tyre.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(report));
    expect(server.sent('POST', '/maintenance/driver-reports')).toEqual([
      { vehicleId: vehicle.id, severity: 'major', issue: 'Flat tyre on the front left' },
    ]);
    const [upload] = server.sent('POST', `/maintenance/${report.id}/attachments`);
    expect(upload).toBeInstanceOf(FormData);
    expect((upload as FormData).get('kind')).toBe('photos');
    expect(((upload as FormData).get('file') as File).name).toBe('tyre.jpg');
  }, 20_000);
});

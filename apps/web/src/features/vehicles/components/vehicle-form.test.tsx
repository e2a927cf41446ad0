import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { bodiesOf, branchId, json, stubApi } from '../testing/vehicle-fixtures.ts';
import { VehicleForm } from './vehicle-form.tsx';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function pick(label: RegExp, option: string) {
  fireEvent.click(screen.getAllByLabelText(label)[0]!);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillValid() {
  type(/^Make/, 'Toyota');
  type(/^Model/, 'Camry');
  type(/^VIN/, '4t1bf1fk5cu123456');
  type(/^License plate/, 'abc 1234');
  type(/^Year/, '2024');
  type(/^Colour/, 'White');
  type(/^Daily rate/, '149.50');
  await pick(/^Branch/, 'Riyadh Airport (RUH-01)');
  await pick(/^Category/, 'Midsize');
  await pick(/^Fuel type/, 'Gasoline');
  await pick(/^Transmission/, 'Automatic');
}

beforeEach(() => initI18n());
afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('vehicle form', () => {
  it('shows translated messages for missing and malformed fields and sends nothing', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<VehicleForm currency="SAR" onDone={vi.fn()} onCancel={vi.fn()} />);
    type(/^VIN/, 'SHORT');
    type(/^Year/, '1800');
    fireEvent.click(screen.getByRole('button', { name: 'Create vehicle' }));

    expect(
      await screen.findByText('VIN must be 17 letters and digits (no I, O or Q)'),
    ).toBeTruthy();
    expect(screen.getByText('Please enter a valid year')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(3);
    expect(bodiesOf(fetchMock, 'POST', '/api/v1/vehicles')).toHaveLength(0);
  });

  it('speaks Arabic when the page is in Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi();
    renderWithProviders(<VehicleForm currency="SAR" onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء المركبة' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThan(3);
  });

  it('sends the rate in minor units and normalised identifiers', { timeout: 20_000 }, async () => {
    const onDone = vi.fn();
    const fetchMock = stubApi((url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/vehicles'
        ? json(201, { ...JSON.parse(String(init.body)), id: 'new', status: 'available' })
        : undefined,
    );
    renderWithProviders(<VehicleForm currency="SAR" onDone={onDone} onCancel={vi.fn()} />);
    await screen.findAllByLabelText(/^Branch/);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create vehicle' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [body] = bodiesOf(fetchMock, 'POST', '/api/v1/vehicles');
    expect(body).toMatchObject({
      vin: '4T1BF1FK5CU123456',
      licensePlate: 'ABC 1234',
      dailyRate: 14950,
      branchId,
      year: 2024,
      status: 'available',
    });
  });

  it("puts the server's duplicate VIN answer on the VIN field", { timeout: 20_000 }, async () => {
    stubApi((url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/vehicles'
        ? json(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'A vehicle with this VIN already exists',
            details: [{ path: 'body.vin', message: 'A vehicle with this VIN already exists' }],
          })
        : undefined,
    );
    renderWithProviders(<VehicleForm currency="SAR" onDone={vi.fn()} onCancel={vi.fn()} />);
    await screen.findAllByLabelText(/^Branch/);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create vehicle' }));

    const vin = screen.getByLabelText(/^VIN/);
    await waitFor(() => expect(vin.getAttribute('aria-invalid')).toBe('true'));
    const field = vin.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(field).getByText('A vehicle with this VIN already exists')).toBeTruthy();
  });
});

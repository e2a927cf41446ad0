import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hasPermission } from '@motorpool/domain/permissions';
import type { FuelLogPage } from '@motorpool/domain/schemas/vehicle-fuel-log';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { bodiesOf, camry, json, stubApi } from '../testing/vehicle-fixtures.ts';
import { VehicleFuelLogCard } from './vehicle-fuel-log-card.tsx';

let granted: string[] = [];
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: null,
    activeRole: 'staff',
    can: (permission: string) => hasPermission(granted, permission),
  }),
}));

const entry = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6f01',
  vehicleId: camry.id,
  filledAt: '2026-03-09T08:00:00.000Z',
  litresMl: 31_250,
  costMinor: 7_281,
  currency: 'SAR',
  odometerKm: 12_600,
  station: 'Aldrees, Olaya',
  fullTank: true,
  fuelLevel: null,
  source: 'manual' as const,
  createdAt: '2026-03-09T08:05:00.000Z',
};
const logPage = (summary: FuelLogPage['summary']): FuelLogPage => ({
  data: [
    entry,
    { ...entry, id: `${entry.id.slice(0, -1)}2`, source: 'checkin', litresMl: 0, fuelLevel: 75 },
  ],
  total: 2,
  totalCapped: false,
  page: 1,
  limit: 10,
  hasMore: false,
  summary,
});
const path = `/api/v1/vehicles/${camry.id}/fuel-logs`;

beforeEach(() => initI18n());
afterEach(() => {
  granted = [];
  vi.unstubAllGlobals();
});

function renderCard(onPost: () => Response = () => json(201, entry)) {
  const fetchMock = stubApi((url, init) => {
    if (url.pathname !== path) return undefined;
    if (init.method === 'POST') return onPost();
    return json(200, logPage({ consumptionPer100Km: 8.5, measuredKm: 600 }));
  });
  renderWithProviders(<VehicleFuelLogCard vehicle={camry} currency="SAR" />);
  return fetchMock;
}

describe('vehicle fuel log', { timeout: 30_000 }, () => {
  it('shows the consumption with one decimal, fill-ups and return readings', async () => {
    renderCard();
    expect(
      await screen.findByText('Average consumption: 8.5 L/100 km over 600 km between full tanks.'),
    ).toBeTruthy();
    expect(screen.getByText('31.25 L')).toBeTruthy();
    expect(screen.getByText('Tank at 75%')).toBeTruthy();
    expect(screen.getByText('Rental return')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add fill-up' })).toBeNull();
  });

  it('adds a fill-up in millilitres and minor units', async () => {
    granted = ['vehicles:update'];
    const fetchMock = renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Add fill-up' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Litres/), { target: { value: '42.5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cost/), { target: { value: '99.03' } });
    fireEvent.change(within(dialog).getByLabelText(/^Odometer/), { target: { value: '12900' } });
    fireEvent.change(within(dialog).getByLabelText('Station'), { target: { value: 'Sasco' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fill-up' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', path)).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', path)[0]).toMatchObject({
      litresMl: 42_500,
      costMinor: 9_903,
      odometerKm: 12_900,
      station: 'Sasco',
      fullTank: true,
    });
  });

  it("shows the server's refusal of a lower odometer on its field", async () => {
    granted = ['vehicles:update'];
    const message = 'The odometer reading (100 km) is below the previous fill-up (12600 km)';
    renderCard(() =>
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Please correct the errors highlighted below.',
        details: [{ path: 'body.odometerKm', message }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add fill-up' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Litres/), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cost/), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(/^Odometer/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fill-up' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });
});

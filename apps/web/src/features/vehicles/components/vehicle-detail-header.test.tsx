import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { hasPermission } from '@motorpool/domain/permissions';
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { camry } from '../testing/vehicle-fixtures.ts';
import { VehicleDetailHeader } from './vehicle-detail-header.tsx';

let granted: string[] = [];
vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: null,
    activeRole: 'staff',
    can: (permission: string) => hasPermission(granted, permission),
  }),
}));

function renderHeader(status: VehicleStatus) {
  renderWithProviders(
    <MemoryRouter>
      <VehicleDetailHeader
        vehicle={{ ...camry, status }}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onQuickAction={vi.fn()}
      />
    </MemoryRouter>,
  );
}

async function offeredActions(): Promise<string[]> {
  const toggle = screen.queryByRole('button', { name: 'Quick actions' });
  if (!toggle) return [];
  fireEvent.click(toggle);
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
}

beforeEach(() => initI18n());
afterEach(() => {
  granted = [];
});

describe('vehicle quick actions', () => {
  it('offers only the moves the status machine allows from "available"', async () => {
    granted = ['vehicles:status', 'vehicles:update'];
    renderHeader('available');
    expect(await offeredActions()).toEqual([
      'Mark unavailable',
      'Maintenance mode',
      'Reset mileage',
    ]);
  });

  it('offers "Mark available" for a vehicle in maintenance, never maintenance mode again', async () => {
    granted = ['vehicles:status', 'vehicles:update'];
    renderHeader('maintenance');
    expect(await offeredActions()).toEqual(['Mark available', 'Mark unavailable', 'Reset mileage']);
  });

  it('offers no status move for a rented vehicle (returns belong to rentals)', async () => {
    granted = ['vehicles:status'];
    renderHeader('rented');
    expect(await offeredActions()).toEqual([]);
  });

  it('shows a viewer no quick actions, no edit and no delete', async () => {
    granted = ['vehicles:read'];
    renderHeader('available');
    expect(await offeredActions()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows status moves without reset mileage to someone who may change status only', async () => {
    granted = ['vehicles:status'];
    renderHeader('retired');
    expect(await offeredActions()).toEqual(['Mark available']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { camry, json, stubApi } from '../testing/vehicle-fixtures.ts';
import { VehiclesBrowser } from './vehicles-browser.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'viewer', can: () => false }),
}));

const page = (count: number, total: number, totalCapped: boolean) => ({
  data: Array.from({ length: count }, (_, i) => ({ ...camry, id: `${camry.id.slice(0, -2)}${i}` })),
  total,
  totalCapped,
  page: 1,
  limit: 20,
  hasMore: count < total,
});

beforeEach(() => initI18n());
afterEach(() => vi.unstubAllGlobals());

function renderWithPage(body: ReturnType<typeof page>) {
  stubApi((url) => (url.pathname === '/api/v1/vehicles' ? json(200, body) : undefined));
  renderWithProviders(
    <MemoryRouter>
      <VehiclesBrowser />
    </MemoryRouter>,
  );
}

describe('vehicles browser', () => {
  it('says how many vehicles match, and "more than" when the server stopped counting', async () => {
    renderWithPage(page(20, 1000, true));
    expect(
      await screen.findByText('Showing 20 of more than 1,000 vehicles. Scroll down for more.'),
    ).toBeTruthy();
  });

  it('gives the exact figure when every match was counted', async () => {
    renderWithPage(page(20, 45, false));
    expect(
      await screen.findByText('Showing 20 of 45 vehicles. Scroll down for more.'),
    ).toBeTruthy();
  });
});

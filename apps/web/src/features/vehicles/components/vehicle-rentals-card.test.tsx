import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { camry, json, stubApi } from '../testing/vehicle-fixtures.ts';
import { VehicleRentalsCard } from './vehicle-rentals-card.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

// The car's current rental as GET /rentals lists it: out with a customer and past its return
// date. The company is in Riyadh (UTC+3).
const rental: RentalListItemView = {
  id: '0191a000-0000-7000-8000-000000000002',
  rentalNumber: 'RNT-000042',
  status: 'active',
  isOverdue: true,
  reservationId: '0191a000-0000-7000-8000-0000000000d2',
  reservationNumber: 'RES-000301',
  customer: {
    id: '0191a000-0000-7000-8000-0000000000c1',
    name: 'Faisal Al-Qahtani',
    email: 'faisal@example.test',
    phone: '+966500000001',
  },
  vehicle: {
    id: camry.id,
    name: 'Toyota Camry 2024',
    make: camry.make,
    model: camry.model,
    year: camry.year,
    licensePlate: camry.licensePlate,
    category: camry.category,
  },
  pickupBranch: { id: camry.branchId, name: 'Riyadh Airport' },
  returnBranch: { id: camry.branchId, name: 'Riyadh Airport' },
  pickupDate: '2026-04-01T07:00:00Z',
  returnDate: '2026-04-03T07:00:00Z',
  originalReturnDate: '2026-04-03T07:00:00Z',
  actualPickupDate: '2026-04-01T08:30:00Z',
  actualReturnDate: null,
  quote: {
    currency: 'SAR',
    dailyRate: 15000,
    days: 2,
    subtotal: 30000,
    addOns: [],
    addOnsTotal: 0,
    discount: 0,
    additionalFees: 0,
    taxRateBp: 1500,
    tax: 4500,
    total: 34500,
  },
  addOns: [],
  dailyRate: 15000,
  totalDays: 2,
  totalAmount: 34500,
  securityDeposit: 50000,
  startMileage: 12000,
  endMileage: null,
  fuelLevel: 100,
  fuelLevelEnd: null,
  vehicleCondition: 'good',
  vehicleConditionEnd: null,
  checkoutNotes: null,
  checkinNotes: null,
  additionalCharges: 0,
  totalCost: 34500,
  paidAmount: 0,
  remainingAmount: 34500,
  inspectionComplete: false,
  rating: null,
  ratingComment: null,
  notes: null,
  cancellationReason: null,
  createdAt: '2026-03-20T09:00:00Z',
  updatedAt: '2026-04-01T08:30:00Z',
};

const stats = (totalRentals: number) => ({
  totalRentals,
  totalRevenue: 34500 * totalRentals,
  averageRating: null,
  maintenanceCost: 0,
  maintenanceRecords: 0,
  utilizationRate: 10,
});

function renderCard(rentals: RentalListItemView[]) {
  const fetchMock = stubApi((url) => {
    if (url.pathname === '/api/v1/tenants/current')
      return json(200, { currency: 'SAR', timeZone: 'Asia/Riyadh' });
    if (url.pathname === `/api/v1/vehicles/${camry.id}/stats`)
      return json(200, stats(rentals.length));
    if (url.pathname === '/api/v1/rentals')
      return json(200, {
        data: rentals,
        total: rentals.length,
        totalCapped: false,
        page: 1,
        limit: 10,
        hasMore: false,
      });
    return undefined;
  });
  renderWithProviders(
    <MemoryRouter>
      <VehicleRentalsCard id={camry.id} />
    </MemoryRouter>,
  );
  return () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/rentals');
}

beforeEach(() => initI18n());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('vehicle rental history', () => {
  it("keeps the count and lists the vehicle's rentals with their customer", async () => {
    const requests = renderCard([rental]);
    const table = await screen.findByRole('table', { name: 'Rentals' });
    const link = within(table).getByRole('link', { name: 'RNT-000042' });
    expect(link.getAttribute('href')).toBe(`/admin/management/rentals/view/${rental.id}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Faisal Al-Qahtani')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    // Picked up 08:30Z: 11:30 in Riyadh.
    expect(within(row).getByText(/Apr 1, 2026.*11:30/)).toBeTruthy();
    expect(within(row).getByText(/345\.00/)).toBeTruthy();
    expect(await screen.findByText((_, node) => node?.textContent === 'Rentals: 1')).toBeTruthy();
    expect(requests()[0]?.searchParams.get('filter[vehicleId][equals]')).toBe(camry.id);
    // the rentals the count counts: those the car has left on
    expect(requests()[0]?.searchParams.get('filter[status][in]')).toBe('active,completed');
  });

  it('says so when the vehicle has never been rented', async () => {
    renderCard([]);
    expect(await screen.findByText('No rentals yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks the server for the chosen page size', async () => {
    const requests = renderCard([rental]);
    await screen.findByRole('table', { name: 'Rentals' });
    expect(requests()[0]?.searchParams.get('limit')).toBe('10');
    fireEvent.click(screen.getByRole('combobox', { name: 'Rentals per page' }));
    fireEvent.click(await screen.findByRole('option', { name: '50 per page', hidden: true }));
    await waitFor(() =>
      expect(requests().map((url) => url.searchParams.get('limit'))).toContain('50'),
    );
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderCard([rental]);
    const table = await screen.findByRole('table', { name: 'الإيجارات' });
    expect(within(table).getByRole('columnheader', { name: 'العميل' })).toBeTruthy();
    expect(within(table).getByText('نشط')).toBeTruthy();
  });
});

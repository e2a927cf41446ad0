import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { BranchRentalsCard } from './branch-rentals-card.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const branchId = '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b01';

// A rental picked up at the branch, as GET /rentals lists it; the company is in Riyadh (UTC+3).
const rental: RentalListItemView = {
  id: '0191a000-0000-7000-8000-000000000004',
  rentalNumber: 'RNT-000044',
  status: 'pending',
  isOverdue: false,
  reservationId: '0191a000-0000-7000-8000-0000000000d4',
  reservationNumber: 'RES-000304',
  customer: {
    id: '0191a000-0000-7000-8000-0000000000c2',
    name: 'Huda Al-Otaibi',
    email: 'huda@example.test',
    phone: '+966500000002',
  },
  vehicle: {
    id: '0191a000-0000-7000-8000-0000000000a3',
    name: 'Kia K5 2025',
    make: 'Kia',
    model: 'K5',
    year: 2025,
    licensePlate: 'KSA-7788',
    category: 'midsize',
  },
  pickupBranch: { id: branchId, name: 'Riyadh Airport' },
  returnBranch: { id: branchId, name: 'Riyadh Airport' },
  pickupDate: '2026-05-10T21:00:00Z',
  returnDate: '2026-05-12T21:00:00Z',
  originalReturnDate: '2026-05-12T21:00:00Z',
  actualPickupDate: null,
  actualReturnDate: null,
  quote: {
    currency: 'SAR',
    dailyRate: 18000,
    days: 2,
    subtotal: 36000,
    addOns: [],
    addOnsTotal: 0,
    discount: 0,
    additionalFees: 0,
    taxRateBp: 1500,
    tax: 5400,
    total: 41400,
  },
  addOns: [],
  dailyRate: 18000,
  totalDays: 2,
  totalAmount: 41400,
  securityDeposit: 0,
  startMileage: null,
  endMileage: null,
  fuelLevel: null,
  fuelLevelEnd: null,
  vehicleCondition: null,
  vehicleConditionEnd: null,
  checkoutNotes: null,
  checkinNotes: null,
  additionalCharges: 0,
  totalCost: 41400,
  paidAmount: 0,
  remainingAmount: 41400,
  inspectionComplete: false,
  rating: null,
  ratingComment: null,
  notes: null,
  cancellationReason: null,
  createdAt: '2026-05-01T09:00:00Z',
  updatedAt: '2026-05-01T09:00:00Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCard(rentals: RentalListItemView[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/tenants/current')
      return json(200, { currency: 'SAR', timeZone: 'Asia/Riyadh' });
    if (url.pathname === `/api/v1/branches/${branchId}/stats`)
      return json(200, {
        totalVehicles: 4,
        vehiclesByStatus: { available: 4 },
        utilizationRate: 0,
        totalRentals: rentals.length,
        activeRentals: 0,
      });
    if (url.pathname === '/api/v1/rentals')
      return json(200, {
        data: rentals,
        total: rentals.length,
        totalCapped: false,
        page: 1,
        limit: 10,
        hasMore: false,
      });
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MemoryRouter>
      <BranchRentalsCard id={branchId} />
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

describe('branch recent rentals', () => {
  it('lists the latest ten picked up at the branch and links to all of them', async () => {
    const requests = renderCard([rental]);
    const table = await screen.findByRole('table', { name: 'Rentals' });
    const link = within(table).getByRole('link', { name: 'RNT-000044' });
    expect(link.getAttribute('href')).toBe(`/admin/management/rentals/view/${rental.id}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Huda Al-Otaibi')).toBeTruthy();
    expect(within(row).getByText('Pickup pending')).toBeTruthy();
    // 21:00Z on the 10th is already 00:00 on the 11th in Riyadh.
    expect(within(row).getByText(/May 11, 2026/)).toBeTruthy();
    expect(within(row).getByText(/414\.00/)).toBeTruthy();
    const [request] = requests();
    expect(request?.searchParams.get('filter[pickupBranchId][equals]')).toBe(branchId);
    expect(request?.searchParams.get('sort')).toBe('pickupDate:desc');
    expect(request?.searchParams.get('limit')).toBe('10');
    const all = await screen.findByRole('link', { name: 'All rentals from this branch' });
    const href = new URL(all.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/admin/management/rentals');
    expect(href.searchParams.get('filter[pickupBranchId][equals]')).toBe(branchId);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when nothing has been picked up at the branch', async () => {
    renderCard([]);
    expect(await screen.findByText('No rentals yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'All rentals from this branch' })).toBeNull();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderCard([rental]);
    const table = await screen.findByRole('table', { name: 'الإيجارات' });
    expect(within(table).getByText('بانتظار الاستلام')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'كل الإيجارات من هذا الفرع' })).toBeTruthy();
  });
});

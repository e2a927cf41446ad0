import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  customerFetch,
  json,
  pendingCustomer,
  type Handler,
} from '../testing/customer-fixtures.ts';
import { CustomerRentalHistory } from './customer-history-cards.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

// One of the customer's rentals as GET /rentals lists it; the company is in Riyadh (UTC+3).
const rental: RentalListItemView = {
  id: '0191a000-0000-7000-8000-000000000001',
  rentalNumber: 'RNT-000041',
  status: 'completed',
  isOverdue: false,
  reservationId: '0191a000-0000-7000-8000-0000000000d1',
  reservationNumber: 'RES-000300',
  customer: {
    id: pendingCustomer.id,
    name: 'Noura Al-Harbi',
    email: pendingCustomer.email,
    phone: pendingCustomer.phone,
  },
  vehicle: {
    id: '0191a000-0000-7000-8000-0000000000a1',
    name: 'Hyundai Sonata 2025',
    make: 'Hyundai',
    model: 'Sonata',
    year: 2025,
    licensePlate: 'KSA-4321',
    category: 'midsize',
  },
  pickupBranch: { id: '0191a000-0000-7000-8000-0000000000b1', name: 'Olaya' },
  returnBranch: { id: '0191a000-0000-7000-8000-0000000000b1', name: 'Olaya' },
  pickupDate: '2026-04-01T07:00:00Z',
  returnDate: '2026-04-05T07:00:00Z',
  originalReturnDate: '2026-04-05T07:00:00Z',
  actualPickupDate: null,
  actualReturnDate: null,
  quote: {
    currency: 'SAR',
    dailyRate: 20000,
    days: 4,
    subtotal: 80000,
    addOns: [],
    addOnsTotal: 0,
    discount: 0,
    additionalFees: 0,
    taxRateBp: 1500,
    tax: 12000,
    total: 92000,
  },
  addOns: [],
  dailyRate: 20000,
  totalDays: 4,
  totalAmount: 92000,
  securityDeposit: 0,
  startMileage: 12000,
  endMileage: 12500,
  fuelLevel: 100,
  fuelLevelEnd: 100,
  vehicleCondition: 'good',
  vehicleConditionEnd: 'good',
  checkoutNotes: null,
  checkinNotes: null,
  additionalCharges: 0,
  totalCost: 92000,
  paidAmount: 0,
  remainingAmount: 92000,
  inspectionComplete: true,
  rating: null,
  ratingComment: null,
  notes: null,
  cancellationReason: null,
  createdAt: '2026-03-20T09:00:00Z',
  updatedAt: '2026-03-20T09:00:00Z',
};

const page = (data: RentalListItemView[], total = data.length) =>
  json(200, { data, total, totalCapped: false, page: 1, limit: 10, hasMore: false });

let handler: Handler = () => undefined;
const { mock: fetchMock } = customerFetch(() => handler);

function rentalRequests() {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/rentals');
}

function renderCard(rentals: () => Response) {
  handler = (url) => {
    if (url.pathname === '/api/v1/tenants/current')
      return json(200, { currency: 'SAR', timeZone: 'Asia/Riyadh' });
    return url.pathname === '/api/v1/rentals' ? rentals() : undefined;
  };
  renderWithProviders(
    <MemoryRouter>
      <CustomerRentalHistory customer={{ ...pendingCustomer, totalRentals: 1 }} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  initI18n();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('customer rental history', () => {
  it("lists the customer's rentals, newest pickup first, linking to each", async () => {
    renderCard(() => page([rental]));
    const table = await screen.findByRole('table', { name: 'Rentals' });
    const row = within(table).getByRole('link', { name: 'RNT-000041' }).closest('tr')!;
    expect(within(table).getByRole('link', { name: 'RNT-000041' }).getAttribute('href')).toBe(
      `/admin/management/rentals/view/${rental.id}`,
    );
    expect(within(row).getByText('Hyundai Sonata 2025')).toBeTruthy();
    expect(within(row).getByText('KSA-4321')).toBeTruthy();
    expect(within(row).getByText('Completed')).toBeTruthy();
    // 07:00Z in Riyadh is 10:00.
    expect(within(row).getByText(/Apr 1, 2026.*10:00/)).toBeTruthy();
    expect(within(row).getByText(/920\.00/)).toBeTruthy();
    const [request] = rentalRequests();
    expect(request?.searchParams.get(`filter[customerId][equals]`)).toBe(pendingCustomer.id);
    expect(request?.searchParams.get('sort')).toBe('pickupDate:desc');
    expect(request?.searchParams.get('limit')).toBe('10');
  });

  it('says so when the customer has no rentals', async () => {
    renderCard(() => page([]));
    expect(await screen.findByText('No rentals yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks the server for the chosen page size', async () => {
    renderCard(() => page([rental]));
    await screen.findByRole('table', { name: 'Rentals' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Rentals per page' }));
    fireEvent.click(await screen.findByRole('option', { name: '20 per page', hidden: true }));
    await waitFor(() =>
      expect(rentalRequests().map((url) => url.searchParams.get('limit'))).toContain('20'),
    );
  });

  it('turns the page on the server', async () => {
    renderCard(() => page([rental], 25));
    await screen.findByRole('table', { name: 'Rentals' });
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Rental pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(rentalRequests().map((url) => url.searchParams.get('page'))).toContain('2'),
    );
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderCard(() => page([rental]));
    const table = await screen.findByRole('table', { name: 'الإيجارات' });
    expect(within(table).getByText('مكتمل')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'المركبة' })).toBeTruthy();
  });
});

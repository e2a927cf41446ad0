import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { catalogueFetch, type Handler, ids, json } from '../../../testing/catalogue-fixtures.ts';
import { BranchPage } from './branch-page.tsx';
import { BranchesPage } from './branches-page.tsx';
import { CatalogPage } from './catalog-page.tsx';
import { VehiclePage } from './vehicle-page.tsx';

let handler: Handler = () => undefined;
const { mock: fetchMock, requests } = catalogueFetch(() => handler);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/vehicles', Component: CatalogPage },
      { path: '/vehicles/:id', Component: VehiclePage },
      { path: '/branches', Component: BranchesPage },
      { path: '/branch/:id', Component: BranchPage },
      { path: '/rental/:id', Component: () => <h1>Booking</h1> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const pickup = '2030-06-03T07:00:00.000Z';
const dropOff = '2030-06-06T07:00:00.000Z';

describe('catalog page', () => {
  it('lists the cars with their specs and daily rate, filters kept in the address', async () => {
    const router = renderAt('/vehicles');
    const card = await screen.findByRole('article', { name: 'Toyota Camry 2024' });
    expect(within(card).getByText('Midsize')).toBeTruthy();
    expect(within(card).getByText('Seats: 5')).toBeTruthy();
    expect(within(card).getByText(/250/)).toBeTruthy();
    expect(screen.getByText('Vehicles found: 2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'suv' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=suv'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunroof' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=suv&features=sunroof'),
    );
    await waitFor(() => {
      const last = requests('/api/v1/public/catalogue/vehicles').at(-1)!;
      expect(last.searchParams.get('filter[category][equals]')).toBe('suv');
      expect(last.searchParams.get('features')).toBe('sunroof');
    });
  });

  it('reads the filters from a shared address and shows the price for the dates', async () => {
    renderAt(
      `/vehicles?transmission=manual&seats=7&minRate=10000&pickupDate=${pickup}&returnDate=${dropOff}`,
    );
    const card = await screen.findByRole('article', { name: 'Toyota Camry 2024' });
    expect(within(card).getByText(/862\.50.*for your dates/)).toBeTruthy();
    expect(screen.getByText('Free for your dates: 1')).toBeTruthy();
    const asked = requests('/api/v1/public/catalogue/availability').at(-1)!;
    expect(asked.searchParams.get('pickupDate')).toBe(pickup);
    expect(asked.searchParams.get('filter[transmission][equals]')).toBe('manual');
    expect(asked.searchParams.get('filter[seatingCapacity][gte]')).toBe('7');
    expect(asked.searchParams.get('filter[dailyRate][gte]')).toBe('10000');
    // 07:00Z is 10:00 in Riyadh
    expect((screen.getByLabelText('Pick-up') as HTMLInputElement).value).toBe('2030-06-03T10:00');
    const link = within(card).getByRole('link', { name: 'Toyota Camry 2024' });
    expect(link.getAttribute('href')).toBe(
      `/vehicles/${ids.camry}?pickupDate=${encodeURIComponent(pickup)}&returnDate=${encodeURIComponent(dropOff)}`,
    );
  });

  it('says so when nothing is free, with a way to clear the filters', async () => {
    handler = (url) =>
      url.pathname === '/api/v1/public/catalogue/availability'
        ? json(200, { data: [], total: 0, totalCapped: false, page: 1, limit: 12, hasMore: false })
        : undefined;
    const router = renderAt(`/vehicles?pickupDate=${pickup}&returnDate=${dropOff}`);
    expect(await screen.findByText('No vehicles are free for these dates')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/vehicles');
    expect(await screen.findByRole('heading', { level: 1, name: 'المركبات' })).toBeTruthy();
    expect(await screen.findByText('المقاعد: 5', {}, { timeout: 3000 })).toBeTruthy();
  });
});

describe('vehicle page', () => {
  it('shows specifications, features and the price for the dates, and books with them', async () => {
    const router = renderAt(`/vehicles/${ids.camry}?pickupDate=${pickup}&returnDate=${dropOff}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toyota Camry 2024' }),
    ).toBeTruthy();
    expect(screen.getByText('208 hp')).toBeTruthy();
    expect(screen.getByText('GPS navigation')).toBeTruthy();
    expect(await screen.findByText('Free for these dates')).toBeTruthy();
    expect(screen.getByText('Days: 3')).toBeTruthy();
    expect(screen.getByText(/862\.50/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rental/${ids.camry}`));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('pickupDate')).toBe(pickup);
    expect(params.get('returnDate')).toBe(dropOff);
  });

  it('asks for dates when none are chosen and takes them on the page', async () => {
    const router = renderAt(`/vehicles/${ids.camry}`);
    expect(await screen.findByText(/Choose your dates/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pick-up'), { target: { value: '2030-06-03T10:00' } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: '2030-06-06T10:00' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('returnDate')).toBe(dropOff),
    );
    expect(await screen.findByText('Free for these dates')).toBeTruthy();
  });

  it('shows the not-found page for a vehicle that is not in the catalogue', async () => {
    renderAt('/vehicles/v-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicle not found' }),
    ).toBeTruthy();
  });

  it('shows the failure text when the vehicle cannot be loaded', async () => {
    handler = (url) =>
      url.pathname === `/api/v1/public/catalogue/vehicles/${ids.camry}`
        ? json(500, { statusCode: 500, code: 'INTERNAL', message: 'Server error occurred' })
        : undefined;
    renderAt(`/vehicles/${ids.camry}`);
    expect(await screen.findByText('Error Loading Vehicle')).toBeTruthy();
    expect(screen.getByText('Failed to load vehicle details. Please try again.')).toBeTruthy();
  });
});

describe('branch pages', () => {
  it('lists the branches and opens one with hours, amenities, map link and cars', async () => {
    renderAt('/branches');
    const card = await screen.findByRole('article', { name: 'Olaya' });
    expect(within(card).getByText('Wi-Fi')).toBeTruthy();
    fireEvent.click(within(card).getByRole('link', { name: 'Olaya' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olaya' })).toBeTruthy();
    expect(screen.getByText('Friday')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText(/Asia\/Riyadh/)).toBeTruthy();
    const map = screen.getByRole('link', { name: /OpenStreetMap/ });
    expect(map.getAttribute('href')).toContain('mlat=24.7');
    expect(await screen.findByRole('article', { name: 'Toyota Camry 2024' })).toBeTruthy();
    const cars = requests('/api/v1/public/catalogue/vehicles').at(-1)!;
    expect(cars.searchParams.get('filter[branchId][equals]')).toBe(ids.olaya);
  });

  it('shows the failure text when a branch cannot be loaded', async () => {
    handler = (url) =>
      url.pathname === `/api/v1/public/branches/${ids.olaya}`
        ? json(500, { statusCode: 500, code: 'INTERNAL', message: 'Server error occurred' })
        : undefined;
    renderAt(`/branch/${ids.olaya}`);
    expect(
      await screen.findByText('Failed to load branch details. Please try again.'),
    ).toBeTruthy();
  });
});

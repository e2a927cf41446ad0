import { vi } from 'vitest';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';

export const branchId = '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b01';

export const camry: VehicleView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6c01',
  make: 'Toyota',
  model: 'Camry',
  vin: '4T1BF1FK5CU123456',
  year: 2024,
  color: 'White',
  licensePlate: 'ABC 1234',
  branchId,
  dailyRate: 15000,
  mileage: 12000,
  fuelType: 'gasoline',
  transmission: 'automatic',
  seatingCapacity: 5,
  category: 'midsize',
  status: 'available',
  features: ['bluetooth'],
  engine: null,
  horsepower: null,
  fuelCapacity: null,
  trunkCapacity: null,
  doors: 4,
  dimensions: null,
  lastService: null,
  nextService: null,
  thumbnailUrl: null,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit) => Response | undefined;

// A fetch stub: the test's handler answers first, then the company (SAR) and its one branch.
export function stubApi(handler: Handler = () => undefined) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = handler(url, init ?? {});
    if (answer) return answer;
    if (url.pathname === '/api/v1/tenants/current') return json(200, { currency: 'SAR' });
    if (url.pathname === '/api/v1/branches')
      return json(200, {
        data: [{ id: branchId, name: 'Riyadh Airport', code: 'RUH-01', city: 'Riyadh' }],
        total: 1,
        page: 1,
        limit: 100,
        hasMore: false,
      });
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

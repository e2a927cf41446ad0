import { vi } from 'vitest';
import type {
  MaintenanceVehicleSummary,
  WorkOrderListItemView,
  WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { maintenanceActionsFor } from '@motorpool/domain/schemas/maintenance';
import type { MaintenanceStatus } from '@motorpool/domain/value-lists';

// Fixed work orders and a routable fetch stub for the maintenance screens' tests. The company
// is in Riyadh (UTC+3) and counts in SAR.
export const vehicle: MaintenanceVehicleSummary = {
  id: '0191c000-0000-7000-8000-0000000000a1',
  name: 'Toyota Camry (ABC-1234)',
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  licensePlate: 'ABC-1234',
  category: 'midsize',
  status: 'available',
  mileage: 42000,
  branchId: '0191c000-0000-7000-8000-0000000000b1',
  lastService: '2026-01-10',
  nextService: '2026-07-10',
};

export function workOrder(
  status: MaintenanceStatus,
  overrides: Partial<WorkOrderView> = {},
): WorkOrderView {
  const number = String(maintenanceStatusIndex(status) + 101).padStart(6, '0');
  return {
    id: `0191c000-0000-7000-8000-000000000${number.slice(-3)}`,
    workOrderNumber: `WO-${number}`,
    status,
    allowedActions: maintenanceActionsFor(status),
    source: 'staff',
    vehicleId: vehicle.id,
    vehicle,
    type: 'corrective',
    priority: 'high',
    severity: 'major',
    description: 'Replace the front brake pads',
    issue: 'Brakes squeal when stopping',
    location: 'Riyadh workshop',
    latitude: null,
    longitude: null,
    scheduledDate: '2026-05-01T06:00:00Z',
    dueDate: '2026-05-01T10:00:00Z',
    startedAt: null,
    completedDate: null,
    estimatedDuration: 4,
    actualDuration: null,
    estimatedCost: 60000,
    actualCost: null,
    totalCost: 52500,
    technician: 'Omar Haddad',
    mileage: null,
    scheduleId: null,
    rentalId: null,
    damageReportId: null,
    currency: 'SAR',
    createdBy: null,
    createdAt: '2026-04-20T07:00:00Z',
    updatedAt: '2026-04-20T07:00:00Z',
    parts: [
      {
        id: '0191c000-0000-7000-8000-0000000000d1',
        name: 'Brake pad set',
        partNumber: 'BP-220',
        quantity: 2,
        unitCost: 12500,
        totalCost: 25000,
        supplier: 'Al Jazira Parts',
        category: 'Brakes',
      },
    ],
    costBreakdown: {
      labor: { hours: 2.5, rate: 10000, cost: 25000 },
      parts: 25000,
      supplies: 2500,
      other: 0,
      total: 52500,
    },
    notes: [],
    attachments: [],
    timeline: [],
    ...overrides,
  };
}

function maintenanceStatusIndex(status: MaintenanceStatus): number {
  return [
    'pending',
    'scheduled',
    'in_progress',
    'on_hold',
    'completed',
    'cancelled',
    'overdue',
  ].indexOf(status);
}

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Sent = { method: string; path: string; body: unknown };
export type Route = (method: string, path: string, body: unknown) => Response | undefined;

// Answers the company's settings, one page of work orders and each order by id; `route`
// answers first. Every request is kept, its JSON body parsed (a FormData body kept as is).
export function maintenanceServer(orders: WorkOrderListItemView[], route: () => Route) {
  const sent: Sent[] = [];
  const fetchStub = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    sent.push({ method, path, body });
    const answer = route()(method, path, body);
    if (answer) return answer;
    if (method !== 'GET') return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No' });
    if (path === '/tenants/current') return json(200, { currency: 'SAR', timeZone: 'Asia/Riyadh' });
    const page = (data: unknown[]) =>
      json(200, { data, total: data.length, page: 1, limit: 20, hasMore: false });
    if (path === '/maintenance') {
      const status = url.searchParams.get('filter[status][equals]');
      return page(status ? orders.filter((order) => order.status === status) : orders);
    }
    if (path === '/vehicles') return page([{ ...vehicle, id: vehicle.id }]);
    if (path.endsWith('/activity') || path.startsWith('/maintenance/s')) return page([]);
    const order = orders.find((one) => path === `/maintenance/${one.id}`);
    return order
      ? json(200, order)
      : json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No' });
  });
  return {
    fetchStub,
    sent: (method: string, path: string) =>
      sent.filter((one) => one.method === method && one.path === path).map((one) => one.body),
    reset: () => {
      sent.length = 0;
      fetchStub.mockClear();
    },
  };
}

// Seeds the demo company's workshop: completed, in-progress, overdue, scheduled and reported work
// orders with parts and costs, and service schedules that put a few vehicles due this week.
// Every period goes through the holds table's constraint, so none overlaps a seeded booking: a
// vehicle whose time is taken is passed over for the next. Seeding twice changes nothing.
import type { MaintenancePartInput } from '@motorpool/domain/schemas/maintenance';
import type {
  MaintenancePriority,
  MaintenanceSeverity,
  MaintenanceStatus,
  MaintenanceTimelineEvent,
  MaintenanceType,
} from '@motorpool/domain/value-lists';
import { asc, count, eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/engine.ts';
import { serviceSchedules, vehicles } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import { recordAudits } from '../modules/audit/service.ts';
import { holds } from '../modules/holds/service.ts';
import { insertTimeline, replaceParts } from '../modules/maintenance/children-repository.ts';
import { insertWorkOrder, updateWorkOrder } from '../modules/maintenance/repository.ts';
import { addMonths } from '../modules/maintenance/service-due.ts';
import { holdPeriodOf } from '../modules/maintenance/work-effects.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

type PlannedOrder = {
  status: MaintenanceStatus;
  type: MaintenanceType;
  priority: MaintenancePriority;
  severity: MaintenanceSeverity;
  description: string;
  issue: string;
  technician: string | null;
  /** days from now */
  scheduled: number | null;
  due: number | null;
  started: number | null;
  completed: number | null;
  hours: number;
  parts: MaintenancePartInput[];
  labor: { hours: number; rate: number };
  supplies: number;
  actualCost: number | null;
  /** whether the vehicle is in the workshop while it runs */
  inWorkshop: boolean;
};

const oilService: MaintenancePartInput[] = [
  {
    name: 'Engine oil 5W-30 (1 L)',
    partNumber: 'OIL-5W30',
    quantity: 5,
    unitCost: 4200,
    supplier: 'Petromin',
    category: 'Fluids',
  },
  {
    name: 'Oil filter',
    partNumber: 'OF-90915',
    quantity: 1,
    unitCost: 3500,
    supplier: 'Toyota Genuine Parts',
    category: 'Filters',
  },
];

const plan: PlannedOrder[] = [
  {
    status: 'completed',
    type: 'preventive',
    priority: 'medium',
    severity: 'minor',
    description: '10 000 km service: oil, filter, multi-point inspection',
    issue: 'Scheduled service by mileage',
    technician: 'Omar Al-Harbi',
    scheduled: -12,
    due: null,
    started: -12,
    completed: -12,
    hours: 2,
    parts: oilService,
    labor: { hours: 1.5, rate: 12000 },
    supplies: 1500,
    actualCost: 50500,
    inWorkshop: false,
  },
  {
    status: 'completed',
    type: 'corrective',
    priority: 'high',
    severity: 'major',
    description: 'Front brake pads and discs replaced',
    issue: 'Grinding noise when braking',
    technician: 'Faisal Al-Qahtani',
    scheduled: -20,
    due: null,
    started: -20,
    completed: -19,
    hours: 5,
    parts: [
      {
        name: 'Brake pad set (front)',
        partNumber: 'BP-4465',
        quantity: 1,
        unitCost: 38000,
        supplier: 'Bosch',
        category: 'Brakes',
      },
      {
        name: 'Brake disc (front)',
        partNumber: 'BD-4351',
        quantity: 2,
        unitCost: 27500,
        supplier: 'Bosch',
        category: 'Brakes',
      },
    ],
    labor: { hours: 3, rate: 12000 },
    supplies: 2000,
    actualCost: 131000,
    inWorkshop: false,
  },
  {
    status: 'in_progress',
    type: 'corrective',
    priority: 'high',
    severity: 'moderate',
    description: 'Air conditioning recharge and compressor check',
    issue: 'A/C blows warm air',
    technician: 'Omar Al-Harbi',
    scheduled: 0,
    due: 2,
    started: 0,
    completed: null,
    hours: 6,
    parts: [
      {
        name: 'R-134a refrigerant (kg)',
        partNumber: 'R134A',
        quantity: 1,
        unitCost: 9000,
        supplier: 'Gulf Auto Supplies',
        category: 'Climate',
      },
    ],
    labor: { hours: 4, rate: 12000 },
    supplies: 1000,
    actualCost: null,
    inWorkshop: true,
  },
  {
    status: 'overdue',
    type: 'inspection',
    priority: 'medium',
    severity: 'minor',
    description: 'Annual roadworthiness inspection (MVPI)',
    issue: 'Inspection certificate expires this month',
    technician: null,
    scheduled: -4,
    due: -3,
    started: null,
    completed: null,
    hours: 3,
    parts: [],
    labor: { hours: 1, rate: 12000 },
    supplies: 0,
    actualCost: null,
    inWorkshop: true,
  },
  {
    status: 'scheduled',
    type: 'preventive',
    priority: 'low',
    severity: 'minor',
    description: 'Tyre rotation and wheel alignment',
    issue: 'Uneven tyre wear reported at check-in',
    technician: 'Faisal Al-Qahtani',
    scheduled: 3,
    due: null,
    started: null,
    completed: null,
    hours: 3,
    parts: [],
    labor: { hours: 2, rate: 12000 },
    supplies: 500,
    actualCost: null,
    inWorkshop: false,
  },
  {
    status: 'pending',
    type: 'corrective',
    priority: 'high',
    severity: 'major',
    description: 'Check engine light on, loss of power uphill',
    issue: 'Check engine light on, loss of power uphill',
    technician: null,
    scheduled: null,
    due: null,
    started: null,
    completed: null,
    hours: 4,
    parts: [],
    labor: { hours: 0, rate: 0 },
    supplies: 0,
    actualCost: null,
    inWorkshop: false,
  },
];

const eventsOf: Record<MaintenanceStatus, MaintenanceTimelineEvent[]> = {
  pending: ['created'],
  scheduled: ['created', 'scheduled'],
  overdue: ['created', 'scheduled'],
  in_progress: ['created', 'scheduled', 'started'],
  on_hold: ['created', 'scheduled', 'started', 'paused'],
  completed: ['created', 'scheduled', 'started', 'completed'],
  cancelled: ['created', 'cancelled'],
};

// Work starts at 08:00 UTC on its day (11:00 in Riyadh).
function dayAt(now: Date, days: number | null): Date | null {
  if (days === null) return null;
  const day = new Date(now.getTime() + days * dayMs);
  day.setUTCHours(8, 0, 0, 0);
  return day;
}

async function placeOrder(
  tx: Tx,
  tenantId: string,
  vehicle: { id: string; mileage: number },
  p: PlannedOrder,
  now: Date,
): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      const scheduledDate = dayAt(now, p.scheduled);
      const startedAt = dayAt(now, p.started);
      const dueDate = dayAt(now, p.due);
      const finished = dayAt(now, p.completed);
      const row = await insertWorkOrder(sp, {
        tenantId,
        vehicleId: vehicle.id,
        status: p.status,
        source: p.status === 'pending' ? 'driverReport' : 'staff',
        type: p.type,
        priority: p.priority,
        severity: p.severity,
        description: p.description,
        issue: p.issue,
        technician: p.technician,
        scheduledDate,
        dueDate,
        startedAt,
        completedDate: finished && new Date(finished.getTime() + p.hours * hourMs),
        estimatedDuration: p.hours,
        actualDuration: p.completed === null ? null : p.hours,
        estimatedCost: p.actualCost,
        actualCost: p.actualCost,
        laborHours: p.labor.hours,
        laborRate: p.labor.rate,
        suppliesCost: p.supplies,
        mileage: p.completed === null ? null : Math.max(0, vehicle.mileage - 300),
        createdBy: null,
      });
      const partsCost = await replaceParts(sp, tenantId, row.id, p.parts);
      const saved = await updateWorkOrder(sp, row.id, { partsCost });
      const period = ['scheduled', 'overdue', 'in_progress'].includes(p.status)
        ? holdPeriodOf(saved)
        : null;
      if (period) {
        await holds.place(
          sp,
          {
            kind: 'maintenance',
            sourceId: row.id,
            tenantId,
            vehicleId: vehicle.id,
            reference: row.workOrderNumber,
            period,
          },
          'en',
        );
      }
      for (const event of eventsOf[p.status]) {
        await insertTimeline(sp, {
          tenantId,
          workOrderId: row.id,
          event,
          fromStatus: null,
          toStatus: p.status,
          note: null,
          actorId: null,
        });
      }
      if (p.inWorkshop) {
        await sp.update(vehicles).set({ status: 'maintenance' }).where(eq(vehicles.id, vehicle.id));
      }
      if (saved.completedDate) {
        await sp
          .update(vehicles)
          .set({ lastService: saved.completedDate.toISOString().slice(0, 10) })
          .where(eq(vehicles.id, vehicle.id));
      }
      await recordAudits(sp, { tenantId, actor: { type: 'system' } }, [
        {
          action: 'create',
          entityType: 'maintenance',
          entityId: row.id,
          after: { workOrderNumber: row.workOrderNumber, source: 'seed' },
        },
      ]);
    });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
}

export async function seedMaintenance(
  database: Database,
  tenant: { id: string; subdomain: string },
  now = new Date(),
): Promise<void> {
  if (tenant.subdomain !== 'demo') return;
  const tenantId = tenant.id;
  await database.withTenant(tenantId, async (tx) => {
    const [seeded] = await tx.select({ n: count() }).from(serviceSchedules);
    if ((seeded?.n ?? 0) > 0) return;
    const fleet = await tx
      .select({ id: vehicles.id, mileage: vehicles.mileage, category: vehicles.category })
      .from(vehicles)
      .where(eq(vehicles.status, 'available'))
      .orderBy(asc(vehicles.licensePlate));
    const used = new Set<string>();
    for (const p of plan) {
      for (const vehicle of fleet) {
        if (used.has(vehicle.id)) continue;
        if (await placeOrder(tx, tenantId, vehicle, p, now)) {
          used.add(vehicle.id);
          break;
        }
      }
    }
    // Three vehicles come due for their six-monthly service this week (2, 4 and 6 days).
    const today = now.toISOString().slice(0, 10);
    const dueSoon = fleet.filter((v) => !used.has(v.id)).slice(0, 3);
    await tx.insert(serviceSchedules).values([
      ...dueSoon.map((v, i) => ({
        tenantId,
        vehicleId: v.id,
        type: 'preventive' as const,
        description: 'Six-monthly service: oil, filters, brakes and tyres check',
        intervalKm: 10_000,
        intervalMonths: 6,
        startDate: addMonths(
          new Date(now.getTime() + (2 + 2 * i) * dayMs).toISOString().slice(0, 10),
          -6,
        ),
        startMileage: v.mileage,
      })),
      {
        tenantId,
        category: 'luxury' as const,
        type: 'inspection' as const,
        description: 'Luxury fleet detailed inspection',
        intervalKm: 15_000,
        intervalMonths: 12,
        startDate: today,
      },
    ]);
    for (const [i, v] of dueSoon.entries()) {
      const nextService = new Date(now.getTime() + (2 + 2 * i) * dayMs).toISOString().slice(0, 10);
      await tx.update(vehicles).set({ nextService }).where(eq(vehicles.id, v.id));
    }
  });
}

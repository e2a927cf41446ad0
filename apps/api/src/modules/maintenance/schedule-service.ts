// Service schedules: recurring work per vehicle or per category, by
// distance and by time. Each covered vehicle's standing is computed on read (service-due.ts);
// the services job opens a scheduled work order for each service that comes due.
import type {
  ServiceDueState,
  ServiceDueView,
  ServiceScheduleCreateInput,
  ServiceScheduleUpdateInput,
  ServiceScheduleView,
} from '@motorpool/domain/schemas/maintenance';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { MaintenanceDeps } from './ports.ts';
import {
  deleteSchedule,
  findSchedule,
  insertSchedule,
  lastServices,
  listSchedules,
  openScheduleOrders,
  type ScheduleRow,
  updateSchedule,
} from './schedule-repository.ts';
import { serviceDue } from './service-due.ts';

export type PageQuery = { page: number; limit: number };
export type DueQuery = PageQuery & { vehicleId?: string; state?: ServiceDueState };

/** One covered vehicle's standing against one schedule. */
export type Standing = ServiceDueView & { mileage: number };

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export function createScheduleService(database: Database, deps: MaintenanceDeps) {
  const { fleet } = deps;
  const inTenant = <T>(c: TenantCaller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  /** Every covered vehicle's standing against the schedule. */
  async function standings(tx: Tx, schedule: ScheduleRow, now: Date): Promise<Standing[]> {
    const covered = await fleet.covered(tx, schedule);
    if (covered.length === 0) return [];
    const last = await lastServices(tx, schedule.id);
    const open = await openScheduleOrders(tx, schedule.id);
    const cards = await fleet.cards(
      tx,
      covered.map((v) => v.id),
    );
    return covered.flatMap((vehicle) => {
      const card = cards.get(vehicle.id);
      if (!card) return [];
      const due = serviceDue(schedule, vehicle.mileage, last.get(vehicle.id), todayOf(now));
      return [
        {
          scheduleId: schedule.id,
          vehicle: card,
          type: schedule.type,
          description: schedule.description,
          ...due,
          openWorkOrderId: open.get(vehicle.id) ?? null,
          mileage: vehicle.mileage,
        },
      ];
    });
  }

  async function toView(tx: Tx, row: ScheduleRow): Promise<ServiceScheduleView> {
    const all = await standings(tx, row, new Date());
    const cards = row.vehicleId ? await fleet.cards(tx, [row.vehicleId]) : new Map();
    return {
      id: row.id,
      vehicleId: row.vehicleId,
      vehicle: row.vehicleId ? (cards.get(row.vehicleId) ?? null) : null,
      category: row.category,
      type: row.type,
      description: row.description,
      intervalKm: row.intervalKm,
      intervalMonths: row.intervalMonths,
      startDate: row.startDate,
      startMileage: row.startMileage,
      active: row.active,
      vehicles: all.length,
      dueSoon: all.filter((s) => s.state === 'dueSoon').length,
      overdue: all.filter((s) => s.state === 'overdue').length,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function mustFind(tx: Tx, id: string, lock = false) {
    const row = await findSchedule(tx, id, lock);
    if (!row) throw apiError('NOT_FOUND', 'error.serviceScheduleNotFound');
    return row;
  }

  const page = <T>(data: T[], total: number, q: PageQuery) => ({
    data,
    total,
    totalCapped: false,
    page: q.page,
    limit: q.limit,
    hasMore: q.page * q.limit < total,
  });

  return {
    standings,

    async list(c: TenantCaller, q: PageQuery & { vehicleId?: string }) {
      return inTenant(c, async (tx) => {
        const { rows, total } = await listSchedules(tx, {
          limit: q.limit,
          offset: (q.page - 1) * q.limit,
          ...(q.vehicleId ? { vehicleId: q.vehicleId } : {}),
        });
        const data: ServiceScheduleView[] = [];
        for (const row of rows) data.push(await toView(tx, row));
        return page(data, total, q);
      });
    },

    async get(c: TenantCaller, id: string): Promise<ServiceScheduleView> {
      return inTenant(c, async (tx) => toView(tx, await mustFind(tx, id)));
    },

    async create(c: TenantCaller, input: ServiceScheduleCreateInput): Promise<ServiceScheduleView> {
      return inTenant(c, async (tx) => {
        if (input.vehicleId && (await fleet.cards(tx, [input.vehicleId])).size === 0) {
          throw fieldError('body.vehicleId', 'maintenance.unknownVehicle');
        }
        const row = await insertSchedule(tx, {
          tenantId: c.tenantId,
          vehicleId: input.vehicleId ?? null,
          category: input.category ?? null,
          type: input.type ?? 'preventive',
          description: input.description,
          intervalKm: input.intervalKm ?? null,
          intervalMonths: input.intervalMonths ?? null,
          startDate: input.startDate ?? todayOf(new Date()),
          startMileage: input.startMileage ?? null,
          active: input.active ?? true,
          createdBy: c.userId,
        });
        await recordAudit(tx, auditScope(c), {
          action: 'create',
          entityType: 'service_schedule',
          entityId: row.id,
          after: row,
        });
        return toView(tx, row);
      });
    },

    async update(
      c: TenantCaller,
      id: string,
      input: ServiceScheduleUpdateInput,
    ): Promise<ServiceScheduleView> {
      return inTenant(c, async (tx) => {
        const before = await mustFind(tx, id, true);
        const intervalKm = input.intervalKm === undefined ? before.intervalKm : input.intervalKm;
        const intervalMonths =
          input.intervalMonths === undefined ? before.intervalMonths : input.intervalMonths;
        if (intervalKm === null && intervalMonths === null) {
          throw fieldError('body.intervalKm', 'maintenance.scheduleInterval');
        }
        const after = await updateSchedule(tx, id, {
          ...(input.type ? { type: input.type } : {}),
          ...(input.description ? { description: input.description } : {}),
          intervalKm,
          intervalMonths,
          ...(input.startDate ? { startDate: input.startDate } : {}),
          ...(input.startMileage !== undefined ? { startMileage: input.startMileage } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
        });
        await recordAudit(tx, auditScope(c), {
          action: 'update',
          entityType: 'service_schedule',
          entityId: id,
          before,
          after,
        });
        return toView(tx, after);
      });
    },

    async remove(c: TenantCaller, id: string): Promise<void> {
      await inTenant(c, async (tx) => {
        const before = await mustFind(tx, id, true);
        await deleteSchedule(tx, id);
        await recordAudit(tx, auditScope(c), {
          action: 'delete',
          entityType: 'service_schedule',
          entityId: id,
          before,
        });
      });
    },

    /** Every active schedule's covered vehicles, due ones first, then by next date. */
    async due(c: TenantCaller, q: DueQuery) {
      return inTenant(c, async (tx) => {
        const all: Standing[] = [];
        for (let offset = 0; ; offset += 100) {
          const { rows } = await listSchedules(tx, { limit: 100, offset, activeOnly: true });
          for (const row of rows) all.push(...(await standings(tx, row, new Date())));
          if (rows.length < 100) break;
        }
        const rank = { overdue: 0, dueSoon: 1, ok: 2 } as const;
        const kept = all
          .filter((s) => !q.vehicleId || s.vehicle.id === q.vehicleId)
          .filter((s) => !q.state || s.state === q.state)
          .sort(
            (a, b) =>
              rank[a.state] - rank[b.state] ||
              (a.nextDueDate ?? '9999').localeCompare(b.nextDueDate ?? '9999'),
          );
        const start = (q.page - 1) * q.limit;
        const data = kept
          .slice(start, start + q.limit)
          .map(({ mileage: _mileage, ...view }): ServiceDueView => view);
        return page(data, kept.length, q);
      });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;

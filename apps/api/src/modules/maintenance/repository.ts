// The code that reads and writes `maintenance_work_orders` and `maintenance_counters`.
import type {
  MaintenanceFilterField,
  MaintenanceSortField,
  MaintenanceVehicleSummary,
} from '@motorpool/domain/schemas/maintenance';
import { maintenanceSources } from '@motorpool/domain/schemas/maintenance';
import {
  maintenancePriorities,
  maintenanceSeverities,
  maintenanceStatuses,
  maintenanceTypes,
} from '@motorpool/domain/value-lists';
import { and, count, eq, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { maintenanceCounters, maintenanceWorkOrders as orders } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import type { MaintenanceDeps } from './ports.ts';

export type WorkOrderRow = typeof orders.$inferSelect;
export type WorkOrderInsert = Omit<
  typeof orders.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'workOrderNumber'
>;
export type WorkOrderChanges = Partial<Omit<WorkOrderInsert, 'tenantId' | 'vehicleId'>>;
export type WorkOrderListRow = WorkOrderRow & { vehicle: MaintenanceVehicleSummary | null };

/** WO-000123: the company's running number, six digits at least. */
export const workOrderNumberOf = (n: number): string => `WO-${String(n).padStart(6, '0')}`;

export const maintenanceFilterSpecs: Record<MaintenanceFilterField, FieldSpec> = {
  status: { kind: 'enum', column: orders.status, values: maintenanceStatuses },
  type: { kind: 'enum', column: orders.type, values: maintenanceTypes },
  priority: { kind: 'enum', column: orders.priority, values: maintenancePriorities },
  severity: { kind: 'enum', column: orders.severity, values: maintenanceSeverities },
  source: { kind: 'enum', column: orders.source, values: maintenanceSources },
  vehicleId: { kind: 'uuid', column: orders.vehicleId },
  scheduledDate: { kind: 'date', column: orders.scheduledDate },
  dueDate: { kind: 'date', column: orders.dueDate },
  completedDate: { kind: 'date', column: orders.completedDate },
  createdAt: { kind: 'date', column: orders.createdAt },
};

// Priorities sort by urgency, not by name.
const priorityRank = sql`array_position(array['low','medium','high','critical']::text[], ${orders.priority})`;

const sortColumns: Record<MaintenanceSortField, SQL> = {
  createdAt: sql`${orders.createdAt}`,
  scheduledDate: sql`${orders.scheduledDate}`,
  dueDate: sql`${orders.dueDate}`,
  completedDate: sql`${orders.completedDate}`,
  workOrderNumber: sql`${orders.workOrderNumber}`,
  priority: priorityRank,
  status: sql`${orders.status}`,
  actualCost: sql`${orders.actualCost}`,
};

export type WorkOrderListQuery = Omit<ParsedList<MaintenanceSortField>, 'page'> & {
  /** a branch-bound user sees the work orders of that branch's vehicles */
  branchId?: string;
};

type Fleet = MaintenanceDeps['fleet'];

const vehicleCard = (fleet: Fleet) =>
  fleet.cardAt({ tenantId: sql`${orders.tenantId}`, id: sql`${orders.vehicleId}` });

function listWhere(q: WorkOrderListQuery, fleet: Fleet) {
  const search = q.search
    ? or(
        ilikeContains(orders.workOrderNumber, q.search),
        ilikeContains(orders.description, q.search),
        ilikeContains(orders.technician, q.search),
        sql`${orders.vehicleId} in (${fleet.idsMatching(q.search)})`,
      )
    : undefined;
  const branch = q.branchId
    ? sql`${orders.vehicleId} in (${fleet.idsAtBranch(q.branchId)})`
    : undefined;
  return and(...q.conditions, search, branch);
}

/** One page with the vehicles' cards; the total is counted only for a full page. */
export async function listWorkOrders(tx: Tx, q: WorkOrderListQuery, fleet: Fleet) {
  const where = listWhere(q, fleet);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select({ ...getTableColumns(orders), vehicle: vehicleCard(fleet) })
    .from(orders)
    .where(where)
    .orderBy(
      sql`${sortColumns[q.sort.field]} ${direction} nulls last`,
      sql`${orders.id} ${direction}`,
    )
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(orders).where(where);
    return counted?.total ?? 0;
  });
  return { rows: rows as WorkOrderListRow[], total };
}

export async function findWorkOrderWithCard(tx: Tx, id: string, fleet: Fleet) {
  const [row] = await tx
    .select({ ...getTableColumns(orders), vehicle: vehicleCard(fleet) })
    .from(orders)
    .where(eq(orders.id, id));
  return row as WorkOrderListRow | undefined;
}

export async function findWorkOrder(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's next work order number; the counter row stays locked until commit. */
export async function nextWorkOrderNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(maintenanceCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: maintenanceCounters.tenantId,
      set: { lastNumber: sql`${maintenanceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: maintenanceCounters.lastNumber });
  if (!row) throw new Error('maintenance counter returned nothing');
  return row.lastNumber;
}

export async function insertWorkOrder(tx: Tx, values: WorkOrderInsert): Promise<WorkOrderRow> {
  const number = await nextWorkOrderNumber(tx, values.tenantId);
  const [row] = await tx
    .insert(orders)
    .values({ ...values, workOrderNumber: workOrderNumberOf(number) })
    .returning();
  if (!row) throw new Error('work order insert returned nothing');
  return row;
}

export async function updateWorkOrder(tx: Tx, id: string, changes: WorkOrderChanges) {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error('work order update returned nothing');
  return row;
}

export async function deleteWorkOrder(tx: Tx, id: string): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, id));
}

/**
 * Whether another order keeps the vehicle in the workshop: work under way, or scheduled work
 * whose start has come (the scheduled-start job put the vehicle in maintenance for it).
 */
export async function otherWorkHoldsVehicle(tx: Tx, vehicleId: string, exceptId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.vehicleId, vehicleId),
        ne(orders.id, exceptId),
        or(
          inArray(orders.status, ['in_progress', 'on_hold']),
          and(
            inArray(orders.status, ['scheduled', 'overdue']),
            sql`${orders.scheduledDate} <= now()`,
          ),
        ),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Scheduled orders whose start has come, on vehicles still available (the start job). */
export async function startsDue(tx: Tx, now: Date, limit: number) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['scheduled', 'overdue']),
        sql`${orders.scheduledDate} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(orders.scheduledDate)
    .limit(limit);
}

/** Scheduled orders past their due date (or a day past their start when none): overdue. */
export async function slippedOrders(tx: Tx, now: Date, limit: number) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'scheduled'),
        sql`coalesce(${orders.dueDate}, ${orders.scheduledDate} + interval '1 day')
          < ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The company's completed orders of a vehicle, newest first (its service history). */
export async function completedOf(tx: Tx, vehicleId: string) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.vehicleId, vehicleId), eq(orders.status, 'completed')))
    .orderBy(sql`${orders.completedDate} desc nulls last`, sql`${orders.createdAt} desc`);
}

/** Damage report ids already turned into orders, as a subquery (the damage intake). */
export const handledDamageReports = () =>
  sql`select w.damage_report_id from ${orders} w where w.damage_report_id is not null`;

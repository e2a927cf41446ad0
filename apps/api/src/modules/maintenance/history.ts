// The vehicle page's maintenance history (GET/POST/DELETE /vehicles/{id}/maintenance-records)
// is the vehicle's completed work orders: a past service added there is a completed order
// (source `history`), its cost the order's actual and "other" cost.
import type {
  MaintenanceRecordView,
  VehicleMaintenanceRecordInput,
} from '@motorpool/domain/schemas/vehicle';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { maintenanceWorkOrders as orders } from '../../db/schema/index.ts';
import { insertTimeline } from './children-repository.ts';
import { completedOf, deleteWorkOrder, insertWorkOrder, type WorkOrderRow } from './repository.ts';
import { costBreakdown } from './views.ts';

function toRecordView(row: WorkOrderRow): MaintenanceRecordView {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    date: (row.completedDate ?? row.createdAt).toISOString().slice(0, 10),
    type: row.type,
    description: row.description,
    cost: row.actualCost ?? costBreakdown(row).total,
    mileage: row.mileage ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A completed order standing for a past service, with its two timeline rows. */
export async function insertHistoryOrder(
  tx: Tx,
  values: VehicleMaintenanceRecordInput & {
    tenantId: string;
    vehicleId: string;
    createdBy: string | null;
  },
): Promise<WorkOrderRow> {
  const completedDate = new Date(`${values.date}T00:00:00Z`);
  const row = await insertWorkOrder(tx, {
    tenantId: values.tenantId,
    vehicleId: values.vehicleId,
    status: 'completed',
    source: 'history',
    type: values.type,
    priority: 'low',
    severity: 'minor',
    description: values.description,
    issue: values.description,
    completedDate,
    actualCost: values.cost,
    otherCost: values.cost,
    mileage: values.mileage,
    createdBy: values.createdBy,
  });
  for (const event of ['created', 'completed'] as const) {
    await insertTimeline(tx, {
      tenantId: values.tenantId,
      workOrderId: row.id,
      event,
      fromStatus: null,
      toStatus: 'completed',
      note: null,
      actorId: values.createdBy,
    });
  }
  return row;
}

export const vehicleServiceHistory = {
  async records(tx: Tx, vehicleId: string): Promise<MaintenanceRecordView[]> {
    return (await completedOf(tx, vehicleId)).map(toRecordView);
  },

  async add(
    tx: Tx,
    values: Parameters<typeof insertHistoryOrder>[1],
  ): Promise<MaintenanceRecordView> {
    return toRecordView(await insertHistoryOrder(tx, values));
  },

  /**
   * Removes a past service added as history; a work order done in the workshop stays (its
   * timeline, parts and audit are the record), so it is answered `kept`.
   */
  async remove(
    tx: Tx,
    vehicleId: string,
    recordId: string,
  ): Promise<{ removed: MaintenanceRecordView } | 'missing' | 'kept'> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, recordId),
          eq(orders.vehicleId, vehicleId),
          eq(orders.status, 'completed'),
        ),
      )
      .for('update');
    if (!row) return 'missing';
    if (row.source !== 'history') return 'kept';
    await deleteWorkOrder(tx, row.id);
    return { removed: toRecordView(row) };
  },

  /** The cost and count of the vehicle's completed work. */
  async totals(tx: Tx, vehicleId: string): Promise<{ cost: number; records: number }> {
    const [row] = await tx
      .select({
        cost: sum(
          sql`coalesce(${orders.actualCost}, round(${orders.laborHours} * ${orders.laborRate})
            + ${orders.partsCost} + ${orders.suppliesCost} + ${orders.otherCost})`,
        ).mapWith(Number),
        records: count(),
      })
      .from(orders)
      .where(and(eq(orders.vehicleId, vehicleId), eq(orders.status, 'completed')));
    return { cost: row?.cost ?? 0, records: row?.records ?? 0 };
  },
};

export type VehicleServiceHistory = typeof vehicleServiceHistory;

// The code that reads and writes `service_schedules`, and what it reads of their orders.
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import {
  maintenanceWorkOrders as orders,
  serviceSchedules as schedules,
} from '../../db/schema/index.ts';
import type { LastService } from './service-due.ts';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleInsert = Omit<typeof schedules.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertSchedule(tx: Tx, values: ScheduleInsert): Promise<ScheduleRow> {
  const [row] = await tx.insert(schedules).values(values).returning();
  if (!row) throw new Error('schedule insert returned nothing');
  return row;
}

export async function findSchedule(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(schedules).where(eq(schedules.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateSchedule(tx: Tx, id: string, changes: Partial<ScheduleInsert>) {
  const [row] = await tx
    .update(schedules)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(schedules.id, id))
    .returning();
  if (!row) throw new Error('schedule update returned nothing');
  return row;
}

/** Deletes the schedule; its orders stay, no longer linked to it. */
export async function deleteSchedule(tx: Tx, id: string): Promise<void> {
  await tx.update(orders).set({ scheduleId: null }).where(eq(orders.scheduleId, id));
  await tx.delete(schedules).where(eq(schedules.id, id));
}

export async function listSchedules(
  tx: Tx,
  q: { limit: number; offset: number; vehicleId?: string; activeOnly?: boolean },
) {
  const where = and(
    q.vehicleId ? eq(schedules.vehicleId, q.vehicleId) : undefined,
    q.activeOnly ? eq(schedules.active, true) : undefined,
  );
  const rows = await tx
    .select()
    .from(schedules)
    .where(where)
    .orderBy(desc(schedules.createdAt), desc(schedules.id))
    .limit(q.limit)
    .offset(q.offset);
  const [counted] = await tx.select({ n: count() }).from(schedules).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Each covered vehicle's last completed service of the schedule: its date and reading. */
export async function lastServices(tx: Tx, scheduleId: string): Promise<Map<string, LastService>> {
  const rows = await tx
    .selectDistinctOn([orders.vehicleId], {
      vehicleId: orders.vehicleId,
      completedDate: orders.completedDate,
      mileage: orders.mileage,
    })
    .from(orders)
    .where(and(eq(orders.scheduleId, scheduleId), eq(orders.status, 'completed')))
    .orderBy(orders.vehicleId, sql`${orders.completedDate} desc nulls last`);
  return new Map(
    rows
      .filter((r) => r.completedDate !== null)
      .map((r) => [
        r.vehicleId,
        { date: r.completedDate!.toISOString().slice(0, 10), mileage: r.mileage },
      ]),
  );
}

/** Each covered vehicle's open order of the schedule (the job opens one per due service). */
export async function openScheduleOrders(
  tx: Tx,
  scheduleId: string,
  vehicleIds?: string[],
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ vehicleId: orders.vehicleId, id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.scheduleId, scheduleId),
        notInArray(orders.status, ['completed', 'cancelled']),
        vehicleIds ? inArray(orders.vehicleId, vehicleIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.vehicleId, r.id]));
}
